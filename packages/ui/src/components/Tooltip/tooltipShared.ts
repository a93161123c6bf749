import { createContext } from 'react';

/** The product's hover delay before a tooltip shows (spec: 700 ms). */
export const TOOLTIP_DELAY_MS = 700;

/** Radix needs a provider above every tooltip; a Tooltip brings its own unless a TooltipProvider is there. */
export const SharedProvider = createContext(false);
