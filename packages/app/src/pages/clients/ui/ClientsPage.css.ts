import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '56rem' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.lg,
});
export const heading = style({ display: 'grid', gap: space.xs });
export const title = style({ margin: 0, fontSize: fontSizes.xxl });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const search = style({ maxWidth: '24rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.lg,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
});
export const person = style({ display: 'grid', gap: space.xxs, flex: '1 1 12rem', minWidth: 0 });
export const name = style({
  margin: 0,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.semibold,
  overflowWrap: 'anywhere',
});
export const email = style({
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, marginLeft: 'auto' });
export const skeletonCard = style([card, { minHeight: '5rem' }]);
export const skeletonText = style({ display: 'grid', gap: space.sm, flex: 1 });
