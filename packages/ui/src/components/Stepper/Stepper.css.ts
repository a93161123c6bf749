import { style, styleVariants } from '@vanilla-extract/css';
import { screenSizeQueries } from '../../foundations/breakpoints.ts';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xs,
  position: 'relative',
  textAlign: 'center',
  selectors: {
    // The connector to the previous step.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '14px',
      right: `calc(50% + 18px)`,
      left: `calc(-50% + 18px)`,
      height: '2px',
      background: vars.color.border,
    },
    '&[data-status="complete"]:not(:first-child)::before, &[data-status="current"]:not(:first-child)::before':
      {
        background: vars.color.primary,
      },
  },
});

export const marker = styleVariants({
  complete: { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
  current: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.primary },
  upcoming: { background: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.border },
});

export const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  borderRadius: radii.full,
  border: '2px solid',
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
});

export const stepButton = style({
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xs,
  cursor: 'pointer',
  borderRadius: radii.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const label = style({
  fontSize: fontSizes.xs,
  color: vars.color.textMuted,
  selectors: { '[data-status="current"] &': { color: vars.color.text, fontWeight: fontWeights.semibold } },
  '@media': { [screenSizeQueries.small]: { display: 'none' } },
});

export const summary = style({
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
