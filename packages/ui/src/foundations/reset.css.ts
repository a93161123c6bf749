import { globalLayer, globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fonts, lineHeights } from '../tokens/tokens.ts';
import { reducedMotionQuery } from './motion.ts';

/**
 * A small modern reset, in a cascade layer so that every component style (unlayered) wins over it
 * without specificity fights, and so that apps can layer their own base styles above it.
 */
export const resetLayer = globalLayer('eg-reset');

function reset(selector: string, rule: Parameters<typeof globalStyle>[1]) {
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });
}

reset('*, *::before, *::after', { boxSizing: 'border-box' });
reset('*', { margin: 0 });
reset('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
reset('body', {
  minHeight: '100dvh',
  fontFamily: fonts.body,
  lineHeight: lineHeights.normal,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
reset('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
reset('svg', { display: 'inline-block' });
reset('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
reset('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
reset('h1, h2, h3, h4, h5, h6', { lineHeight: lineHeights.tight, textWrap: 'balance' });
reset('a', { color: vars.color.primary });
reset(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
reset('[hidden]', { display: 'none' });
reset('html', {
  '@media': { [reducedMotionQuery]: { scrollBehavior: 'auto' } },
});
// Last line of defence for animations the design system does not own (app code, third parties).
reset('*, *::before, *::after', {
  '@media': {
    [reducedMotionQuery]: {
      animationDuration: '0.01ms',
      animationIterationCount: '1',
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});
