import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const page = style({
  width: 'min(100%, 36rem)',
  margin: '0 auto',
  padding: `clamp(${space.xxl}, 8vw, 6rem) ${space.lg}`,
  display: 'grid',
  gap: space.xl,
});
export const title = style({
  margin: 0,
  fontSize: `clamp(${fontSizes.xxl}, 1rem + 2vw, 2.25rem)`,
  lineHeight: 1.15,
});
export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });
export const panel = style({
  display: 'grid',
  gap: space.lg,
  padding: space.xl,
  borderRadius: radii.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const list = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });
