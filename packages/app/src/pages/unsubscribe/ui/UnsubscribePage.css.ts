import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const page = style({
  width: 'min(100%, 34rem)',
  margin: '0 auto',
  padding: `clamp(${space.xxl}, 8vw, 6rem) ${space.lg}`,
  display: 'grid',
  gap: space.xl,
});
export const panel = style({
  display: 'grid',
  gap: space.lg,
  padding: space.xl,
  borderRadius: radii.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(`${panel} > p`, { margin: 0 });
export const title = style({
  margin: 0,
  fontSize: `clamp(${fontSizes.xxl}, 1rem + 2vw, 2.25rem)`,
  lineHeight: 1.15,
});
export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });
export const alert = style({
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});
export const done = style([panel, { borderColor: vars.color.success }]);
export const doneTitle = style({
  margin: 0,
  fontSize: fontSizes.xl,
  selectors: { '&:focus': { outline: 'none' } },
});
