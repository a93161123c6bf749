import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

export const root = style({ display: 'grid', gap: space.lg, minWidth: 0 });
export const step = style({
  display: 'grid',
  gap: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.lg,
  minWidth: 0,
});
export const stepHeader = style({ display: 'grid', gap: space.xs });
export const heading = style({ margin: 0, selectors: { '&:focus': { outline: 'none' } } });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const fields = style({ display: 'grid', gap: space.lg });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'flex-end',
});
export const spacer = style({ marginInlineEnd: 'auto' });
export const notice = style({
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: space.sm,
});
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: fontWeights.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  minHeight: '36px',
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSizes.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      fontWeight: fontWeights.semibold,
    },
  },
});
export const levels = style({ display: 'grid', gap: space.md });
export const subheading = style({ margin: 0, fontSize: fontSizes.md });

/** The body map: rows of toggle buttons, head to feet, centred like a figure. */
export const bodyMap = style({ display: 'grid', gap: space.sm, justifyItems: 'center' });
export const bodyRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, justifyContent: 'center' });
export const bodyArea = style([
  {
    minWidth: '7rem',
    minHeight: '44px',
    padding: `${space.sm} ${space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radii.full,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceRaised },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[aria-pressed="true"]': {
        borderColor: vars.color.primary,
        background: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: fontWeights.semibold,
      },
    },
  },
]);

export const review = style({ display: 'grid', gap: space.lg, margin: 0 });
export const reviewSection = style({
  display: 'grid',
  gap: space.sm,
  paddingBlockEnd: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const reviewHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});
export const reviewList = style({ display: 'grid', gap: space.xs, margin: 0 });
export const reviewTerm = style({ fontWeight: fontWeights.semibold });
export const reviewValue = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
