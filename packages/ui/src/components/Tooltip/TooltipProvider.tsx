import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { SharedProvider, TOOLTIP_DELAY_MS } from './tooltipShared.ts';

export interface TooltipProviderProps {
  children: ReactNode;
  delayDuration?: number;
}

/**
 * Shares one delay between tooltips, so that moving from one trigger to the next shows the next at
 * once. Optional: every Tooltip also works on its own. Unlike a lone Tooltip, it brings Radix's tooltip
 * with it at once: use it where many tooltips sit together (the rich-text toolbar).
 */
export function TooltipProvider({ children, delayDuration = TOOLTIP_DELAY_MS }: TooltipProviderProps) {
  return (
    <SharedProvider.Provider value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration}>{children}</RadixTooltip.Provider>
    </SharedProvider.Provider>
  );
}
