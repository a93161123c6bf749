import { Separator as RadixSeparator } from 'radix-ui';
import { cx } from '../private/cx.ts';
import { separator } from './Separator.css.ts';

export interface SeparatorProps {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual (the default), or a real separator announced by screen readers. */
  decorative?: boolean;
  className?: string;
}

/** A thin rule between groups of content. */
export function Separator({ orientation = 'horizontal', decorative = true, className }: SeparatorProps) {
  return (
    <RadixSeparator.Root
      orientation={orientation}
      decorative={decorative}
      className={cx(separator, className)}
    />
  );
}
