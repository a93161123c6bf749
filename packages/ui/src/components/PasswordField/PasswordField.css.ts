import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, space } from '../../tokens/tokens.ts';
import { adornedControl, adornedInput, adornment } from '../private/adornment.css.ts';

/** The input and its toggle share one box (see private/adornment.css.ts). */
export const control = adornedControl;

export const input = adornedInput;

export const toggle = style([
  adornment,
  { selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } } },
]);

export const strength = style({ marginTop: `calc(${space.xs} * -1)`, fontSize: fontSizes.sm });
