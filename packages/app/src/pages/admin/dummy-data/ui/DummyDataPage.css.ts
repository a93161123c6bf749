import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';
import { panel } from '@/shared/ui/page.css.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '48rem' });
export const header = style({ display: 'grid', gap: space.md });
globalStyle(`${header} > *`, { margin: 0 });
export const intro = style({ color: vars.color.textMuted });
export const section = style([panel, { display: 'grid', gap: space.lg, minWidth: 0 }]);
globalStyle(`${section} > h2`, { margin: 0, fontSize: fontSizes.xl });
export const form = style({ display: 'grid', gap: space.lg });
/** The number of days: wide enough for four digits, not the whole row. */
export const days = style({ maxWidth: '12rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0 });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const block = style({ display: 'grid', gap: space.md });
globalStyle(`${block} > *`, { margin: 0 });
export const subheading = style({ fontSize: fontSizes.lg, margin: 0 });
export const progressBar = style({
  width: '100%',
  height: '0.75rem',
  appearance: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.full,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  accentColor: vars.color.primary,
});
globalStyle(`${progressBar}::-webkit-progress-bar`, { background: vars.color.surfaceRaised });
globalStyle(`${progressBar}::-webkit-progress-value`, {
  background: vars.color.primary,
  borderRadius: radii.full,
});
globalStyle(`${progressBar}::-moz-progress-bar`, {
  background: vars.color.primary,
  borderRadius: radii.full,
});
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${counts} > li`, {
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.md,
  background: vars.color.surfaceRaised,
});
