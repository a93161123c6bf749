import { globalKeyframes, globalStyle } from '@vanilla-extract/css';
import { vars } from './themes/contract.css.ts';
import { fonts, lineHeights } from './tokens/tokens.ts';

globalKeyframes('eg-spin', { to: { transform: 'rotate(360deg)' } });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: fonts.body,
  lineHeight: lineHeights.normal,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});
