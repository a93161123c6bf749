import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, space, vars } from '@emotion-guru/ui/tokens';

export const section = style({ display: 'grid', gap: space.md });
export const subheading = style({ margin: 0, fontSize: fontSizes.md, fontWeight: fontWeights.semibold });
export const optional = style({ color: vars.color.textMuted, fontWeight: fontWeights.regular });
export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const levels = style({ display: 'grid', gap: space.md });
