import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkColors, lightColors, shadows } from '../tokens/tokens.ts';
import { vars } from './contract.css.ts';

/** Class names that select a theme; put one on <html> (or any subtree). */
export const lightThemeClass = style({});
export const darkThemeClass = style({});

createGlobalTheme(`:root, .${lightThemeClass}`, vars, { color: lightColors, shadow: shadows });
createGlobalTheme(`.${darkThemeClass}`, vars, {
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.5)',
    md: '0 4px 12px rgb(0 0 0 / 0.5)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
});

globalStyle(`.${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });
