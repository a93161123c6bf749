import { style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: `${space.xxl} ${space.lg}`,
  marginTop: space.xxxl,
});
export const groups = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
export const groupTitle = style({ fontSize: fontSizes.md, margin: `0 0 ${space.sm}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const link = style({
  color: vars.color.textMuted,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  marginTop: space.xl,
});
export const rights = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
});
