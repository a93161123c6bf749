import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';
import { surfaceCard } from '@/shared/ui/page.css.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '72rem', minWidth: 0 });
globalStyle(`${page} h1`, { margin: 0 });
export const card = style([surfaceCard]);
export const heading = style({ fontSize: fontSizes.lg, margin: 0 });
export const planTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.bold,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: space.md,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: fontSizes.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: fontWeights.bold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const notice = style({
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  lineHeight: 1.5,
});
export const meters = style({ display: 'grid', gap: space.md, padding: 0, margin: 0, listStyle: 'none' });
export const meterRow = style({ display: 'grid', gap: space.xs });
export const meterLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  flexWrap: 'wrap',
});
export const meter = style({ width: '100%', height: '0.75rem' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const result = style([surfaceCard, { maxWidth: '40rem' }]);
