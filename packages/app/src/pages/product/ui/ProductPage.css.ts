import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

const tint = (alpha: number) => `color-mix(in srgb, ${vars.color.primary} ${String(alpha)}%, transparent)`;

export const modules = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const module = style({
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
  padding: space.xl,
  borderRadius: radii.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  scrollMarginTop: '5rem',
});
globalStyle(`${module} > :is(h2, p, ul)`, { margin: 0 });
export const moduleTitle = style({ fontSize: fontSizes.xl, lineHeight: 1.25 });
export const moduleBody = style({ color: vars.color.textMuted, lineHeight: 1.6 });
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radii.md,
  background: tint(14),
  color: vars.color.primary,
});
export const points = style({
  display: 'grid',
  gap: space.xs,
  paddingInlineStart: space.xl,
  lineHeight: 1.5,
});
export const band = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});
export const panel = style({
  display: 'grid',
  gap: space.md,
  padding: space.xl,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${tint(12)}, transparent)`,
  lineHeight: 1.6,
});
globalStyle(`${panel} > *`, { margin: 0 });
export const panelTitle = style({ fontSize: fontSizes.xl });
export const closing = style({ display: 'grid', gap: space.lg, justifyItems: 'center', textAlign: 'center' });
globalStyle(`${closing} > *`, { margin: 0 });
