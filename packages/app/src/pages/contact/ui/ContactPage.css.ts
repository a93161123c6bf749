import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const layout = style({
  display: 'grid',
  gap: space.xxl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const formPanel = style({
  padding: `clamp(${space.lg}, 4vw, ${space.xxl})`,
  borderRadius: radii.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const aside = style({ display: 'grid', gap: space.lg, lineHeight: 1.6 });
globalStyle(`${aside} p`, { margin: 0 });
export const asideTitle = style({ margin: 0, fontSize: fontSizes.lg });
export const asideBlock = style({ display: 'grid', gap: space.xs });
export const crisis = style({
  padding: space.lg,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});
