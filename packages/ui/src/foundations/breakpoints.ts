/** Viewport widths (px) at which layouts may change (spec, section on timings and sizes). */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1920,
  '3xl': 2560,
  '4xl': 3840,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: …px)` for a breakpoint, for `@media` blocks in `.css.ts` files. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/**
 * The three screen-size classes the product lays out for: small phones and narrow windows, tablets and
 * small laptops, everything wider.
 */
export type ScreenSize = 'small' | 'medium' | 'large';

export function screenSizeFor(width: number): ScreenSize {
  if (width < breakpoints.md) return 'small';
  if (width < breakpoints.xl) return 'medium';
  return 'large';
}

/** Media queries matching exactly one screen-size class (a 0.02 px gap avoids fractional overlaps). */
export const screenSizeQueries: Record<ScreenSize, string> = {
  small: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  medium: `screen and (min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.xl - 0.02}px)`,
  large: `screen and (min-width: ${breakpoints.xl}px)`,
};
