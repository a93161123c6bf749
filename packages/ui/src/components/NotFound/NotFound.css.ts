import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, space } from '../../tokens/tokens.ts';

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

export const code = style({
  margin: 0,
  fontSize: '4rem',
  fontWeight: fontWeights.bold,
  lineHeight: 1,
  color: vars.color.primary,
});

export const title = style({ margin: 0, fontSize: fontSizes.xxl, fontWeight: fontWeights.bold });

export const description = style({ margin: 0, maxWidth: '32rem', color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.sm,
  marginTop: space.sm,
  '@media': { '(max-width: 639px)': { flexDirection: 'column', alignSelf: 'stretch' } },
});

export const link = style({ textDecoration: 'none' });
