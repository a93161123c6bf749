import { style } from '@vanilla-extract/css';
import { space, vars } from '@emotion-guru/ui/tokens';

export const page = style({ display: 'grid', gap: space.lg, maxWidth: '56rem', minWidth: 0 });
export const header = style({ display: 'grid', gap: space.xs });
export const title = style({ margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const link = style({ color: vars.color.primary, fontWeight: 600 });
