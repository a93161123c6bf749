import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { space } from '../../tokens/tokens.ts';

export const wrapper = style({ position: 'relative', display: 'block' });

export const select = style({
  appearance: 'none',
  paddingRight: space.xxl,
  cursor: 'pointer',
  // Native option lists follow the colour scheme set by the theme class.
  colorScheme: 'inherit',
});

export const chevron = style({
  position: 'absolute',
  right: space.md,
  top: '50%',
  translate: '0 -50%',
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'inline-flex',
});
