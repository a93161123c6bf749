export { Tooltip, type TooltipProps } from './Tooltip.tsx';
export { TooltipProvider, type TooltipProviderProps } from './TooltipProvider.tsx';
export { TOOLTIP_DELAY_MS } from './tooltipShared.ts';
