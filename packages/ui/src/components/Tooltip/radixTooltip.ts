/** Radix's tooltip, loaded on first need (Tooltip.tsx): a page with tooltips does not start with it. */
export { Tooltip as RadixTooltip } from 'radix-ui';
