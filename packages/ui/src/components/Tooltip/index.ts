export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
  type TooltipProps,
  type TooltipProviderProps,
} from './Tooltip.tsx';
