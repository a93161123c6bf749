import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, space, vars } from '@emotion-guru/ui/tokens';

export const form = style({ display: 'grid', gap: space.lg });
export const guidance = style({ display: 'grid', gap: space.md, border: 'none', margin: 0, padding: 0 });
export const legend = style({
  margin: 0,
  padding: 0,
  fontWeight: fontWeights.semibold,
  fontSize: fontSizes.md,
});
export const guidanceIntro = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
