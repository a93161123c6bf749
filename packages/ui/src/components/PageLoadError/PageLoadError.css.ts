import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';

export const root = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: space.xl,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: radii.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: fontSizes.xxl,
});

export const title = style({ margin: 0, fontSize: fontSizes.xxl, fontWeight: fontWeights.bold });

export const description = style({ margin: 0, maxWidth: '32rem', color: vars.color.textMuted });

export const countdown = style({
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
