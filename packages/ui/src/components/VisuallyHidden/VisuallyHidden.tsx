import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import { focusableHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Show the content while it (or something inside it) has keyboard focus: for skip links. */
  focusable?: boolean;
}

/** Content for screen readers only: kept in the accessibility tree, clipped from the screen. */
export function VisuallyHidden({ children, focusable = false }: VisuallyHiddenProps) {
  if (focusable) return <span className={focusableHidden}>{children}</span>;
  return <RadixVisuallyHidden.Root>{children}</RadixVisuallyHidden.Root>;
}
