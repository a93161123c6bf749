import { style } from '@vanilla-extract/css';
import { space, vars } from '@emotion-guru/ui/tokens';

export const section = style({ display: 'grid', gap: space.md });
export const status = style({ margin: 0, display: 'flex', gap: space.sm, alignItems: 'center' });
export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const link = style({ color: vars.color.primary });
export const existing = style({ display: 'grid', gap: space.sm });
