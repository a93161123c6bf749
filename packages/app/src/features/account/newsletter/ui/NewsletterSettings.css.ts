import { style } from '@vanilla-extract/css';
import { space, vars } from '@emotion-guru/ui/tokens';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md });
export const muted = style({ margin: 0, color: vars.color.textMuted });
