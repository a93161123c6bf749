import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';
import { surfaceCard } from '@/shared/ui/page.css.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '72rem', minWidth: 0 });
globalStyle(`${page} h1`, { margin: 0 });
export const notAvailable = style({
  display: 'grid',
  gap: space.md,
  maxWidth: '36rem',
  paddingBlock: space.xl,
});
export const card = style([surfaceCard]);
export const heading = style({ fontSize: fontSizes.lg, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0, lineHeight: 1.5 });
export const linkLayout = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});
export const linkColumn = style({ display: 'grid', gap: space.md, minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const copyFailed = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  lineHeight: 1.5,
});
export const qr = style({
  display: 'grid',
  gap: space.xs,
  justifyItems: 'center',
  margin: 0,
});
export const qrImage = style({
  width: '12rem',
  height: '12rem',
  borderRadius: radii.md,
  // Dark modules on white in both themes: scanners expect it.
  background: '#ffffff',
});
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: space.md,
  margin: 0,
});
globalStyle(`${stats} dt`, { color: vars.color.textMuted, fontSize: fontSizes.sm });
globalStyle(`${stats} dd`, { margin: 0, fontWeight: fontWeights.bold, fontSize: fontSizes.xl });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, {
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.bold,
});
