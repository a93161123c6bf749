import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.lg}`,
  borderRadius: radii.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: radii.full,
  background: vars.color.surfaceRaised,
  color: vars.color.primary,
  fontSize: '28px',
});

export const title = style({ margin: 0, fontSize: fontSizes.lg, fontWeight: fontWeights.semibold });

export const description = style({
  margin: 0,
  maxWidth: '42ch',
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.sm });
