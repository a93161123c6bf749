import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { fadeLayer } from '../private/layer.css.ts';
import * as styles from './Tooltip.css.ts';

/** The product's hover delay before a tooltip shows (spec: 700 ms). */
export const TOOLTIP_DELAY_MS = 700;

export interface TooltipProviderProps {
  children: ReactNode;
  delayDuration?: number;
}

/**
 * Shares one delay between tooltips, so that moving from one trigger to the next shows the next at
 * once. Optional: every Tooltip also works on its own.
 */
export function TooltipProvider({ children, delayDuration = TOOLTIP_DELAY_MS }: TooltipProviderProps) {
  return <RadixTooltip.Provider delayDuration={delayDuration}>{children}</RadixTooltip.Provider>;
}

export interface TooltipProps {
  /** What the tooltip says. It supplements the trigger's accessible name, never replaces it. */
  content: ReactNode;
  /** One focusable element that forwards its ref (a Button, IconButton, Link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A short label shown on hover after 700 ms and at once on keyboard focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = TOOLTIP_DELAY_MS,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={cx(styles.content, fadeLayer, className)}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
