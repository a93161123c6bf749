import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { fadeLayer } from '../private/layer.css.ts';
import * as styles from './Tooltip.css.ts';
import { floatingPlacement } from '../private/floating.ts';

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
  return (
    <SharedProvider.Provider value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration}>{children}</RadixTooltip.Provider>
    </SharedProvider.Provider>
  );
}

// Radix needs a provider above every tooltip; a Tooltip brings its own unless a TooltipProvider is there.
const SharedProvider = createContext(false);

export interface TooltipProps {
  /** What the tooltip says. It supplements the trigger's accessible name, never replaces it. */
  content: ReactNode;
  /** One focusable element that forwards its ref (a Button, IconButton, Link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Overrides the 700 ms hover delay (or the surrounding TooltipProvider's) for this tooltip. */
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
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const shared = useContext(SharedProvider);
  const tooltip = (
    <RadixTooltip.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      // A per-tooltip delay overrides the shared provider's only when one is given.
      {...(delayDuration === undefined ? {} : { delayDuration })}
    >
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          align={align}
          {...floatingPlacement}
          className={cx(styles.content, fadeLayer, className)}
        >
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  if (shared) return tooltip;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration ?? TOOLTIP_DELAY_MS}>{tooltip}</RadixTooltip.Provider>
  );
}
