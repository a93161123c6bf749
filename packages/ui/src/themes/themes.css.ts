import { assignVars, createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkColors, lightColors, shadows } from '../tokens/tokens.ts';
import { vars } from './contract.css.ts';

/**
 * Class names that select a theme; put one on <html> (or any subtree). The `data-theme` attribute selects
 * them too: an app can set it from a tiny inline script before its CSS-in-JS class names are known, so a
 * stored dark theme is painted on the very first frame.
 */
export const lightThemeClass = style({});
export const darkThemeClass = style({});

createGlobalTheme(`:root, .${lightThemeClass}, [data-theme='light']`, vars, {
  color: lightColors,
  shadow: shadows,
});
createGlobalTheme(`.${darkThemeClass}, [data-theme='dark']`, vars, {
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.5)',
    md: '0 4px 12px rgb(0 0 0 / 0.5)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
});

globalStyle(`.${lightThemeClass}, [data-theme='light']`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}, [data-theme='dark']`, { colorScheme: 'dark' });

/**
 * Paper is white: printed, a dark theme takes the light colours (its light text would print on white,
 * since browsers leave page backgrounds out of print).
 */
globalStyle(`.${darkThemeClass}, [data-theme='dark']`, {
  '@media': { print: { vars: assignVars(vars.color, lightColors), colorScheme: 'light' } },
});
