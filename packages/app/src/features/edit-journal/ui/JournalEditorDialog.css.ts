import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const form = style({ display: 'grid', gap: space.lg });
export const row = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
export const notice = style({
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: fontSizes.sm,
});
export const swatch = style({
  display: 'inline-block',
  width: '0.9rem',
  height: '0.9rem',
  borderRadius: radii.full,
  marginInlineEnd: space.xs,
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.border}`,
});
export const footer = style({ display: 'flex', gap: space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const noticeText = style({ margin: `0 0 ${space.sm}` });
