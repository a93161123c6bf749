import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

/** The table scrolls sideways inside this box on a narrow screen; the page itself never does. */
export const scroller = style({
  // The containing block of the visually hidden texts too: positioned outside it, they would widen the page.
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const table = style({ width: '100%', minWidth: '40rem', borderCollapse: 'collapse' });
export const caption = style({
  padding: space.md,
  textAlign: 'start',
  fontSize: fontSizes.lg,
  fontWeight: fontWeights.bold,
});
export const cell = style({
  padding: `${space.sm} ${space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});
export const featureName = style([cell, { textAlign: 'start', fontWeight: fontWeights.regular }]);
export const corner = style([cell, { textAlign: 'start', color: vars.color.textMuted }]);
/** The signed-in user's column: a tinted band with the primary colour's edges. */
export const currentCell = style([
  cell,
  {
    background: vars.color.surfaceRaised,
    borderInline: `2px solid ${vars.color.primary}`,
  },
]);
export const planHead = style({ display: 'grid', gap: space.xs, justifyItems: 'center' });
export const currentMark = style({
  padding: `0 ${space.sm}`,
  borderRadius: radii.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.bold,
});
export const included = style({ color: vars.color.success, width: '1.25rem', height: '1.25rem' });
export const missing = style({ color: vars.color.textMuted });
