import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const page = style({ maxWidth: '72rem', margin: '0 auto', padding: `${space.xxxl} ${space.lg}` });
export const hero = style({
  display: 'grid',
  gap: space.lg,
  justifyItems: 'start',
  paddingBlock: space.xxxl,
});
export const title = style({ fontSize: fontSizes.display, lineHeight: 1.15, margin: 0, maxWidth: '40rem' });
export const subtitle = style({
  fontSize: fontSizes.lg,
  color: vars.color.textMuted,
  margin: 0,
  maxWidth: '40rem',
});
export const cta = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: `${space.md} ${space.xl}`,
  borderRadius: radii.md,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const steps = style({ paddingBlock: space.xxl, scrollMarginTop: space.xxxl });
export const stepList = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  padding: 0,
  listStyle: 'none',
});
export const step = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.xl,
});
