import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

/** A readable measure for prose: about 70 characters a line. */
export const page = style({
  maxWidth: '46rem',
  margin: '0 auto',
  padding: `${space.xxxl} ${space.lg}`,
  display: 'grid',
  gap: space.xxl,
  lineHeight: 1.6,
});
export const header = style({ display: 'grid', gap: space.md });
export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const title = style({ fontSize: fontSizes.display, lineHeight: 1.15, margin: 0 });
export const lead = style({ fontSize: fontSizes.lg, color: vars.color.textMuted, margin: 0 });
export const section = style({
  display: 'grid',
  gap: space.md,
  scrollMarginTop: space.xxxl,
});
// The grid gap spaces the section's blocks; their default margins would double it.
globalStyle(`${section} > *`, { margin: 0 });
export const sectionTitle = style({ fontSize: fontSizes.xxl, lineHeight: 1.25 });
export const subTitle = style({ fontSize: fontSizes.lg, margin: 0 });
export const columns = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});
export const column = style({ display: 'grid', gap: space.sm, alignContent: 'start' });
export const list = style({ margin: 0, paddingInlineStart: space.xl, display: 'grid', gap: space.xs });
/** The one section whose message must not be skimmed past. */
export const warning = style({
  padding: space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: radii.lg,
});
export const settingsLink = style({
  justifySelf: 'start',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: `${space.md} ${space.xl}`,
  borderRadius: radii.md,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
