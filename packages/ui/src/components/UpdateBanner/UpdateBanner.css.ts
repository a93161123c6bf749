import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, space, zIndices } from '../../tokens/tokens.ts';

export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndices.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${space.sm} ${space.lg}`,
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: fontSizes.sm,
  '@media': { '(max-width: 639px)': { justifyContent: 'space-between' } },
});

export const message = style({ margin: 0, fontWeight: fontWeights.semibold });

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });

export const reload = style({
  background: vars.color.onPrimary,
  color: vars.color.primary,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.onPrimary, opacity: 0.9 } },
  '@media': { '(max-width: 639px)': { width: '100%' } },
});
