import { style } from '@vanilla-extract/css';
import { space, vars } from '@emotion-guru/ui/tokens';

export const page = style({ display: 'grid', gap: space.md, maxWidth: '36rem', paddingBlock: space.xl });
export const text = style({ margin: 0, color: vars.color.textMuted });
