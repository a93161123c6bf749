import { styleVariants } from '@vanilla-extract/css';
import { screenSizeQueries, type ScreenSize } from './breakpoints.ts';

/** Hides an element in one screen-size class: `className={hiddenOn.small}`. */
export const hiddenOn = styleVariants(screenSizeQueries, (query) => ({
  '@media': { [query]: { display: 'none !important' } },
})) satisfies Record<ScreenSize, string>;
