import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, space } from '../../tokens/tokens.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const label = style({
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginLeft: space.xxs });

export const optional = style({ color: vars.color.textMuted, fontWeight: fontWeights.regular });

export const hint = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  display: 'flex',
  gap: space.xs,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.medium,
  color: vars.color.danger,
});
