import { style } from '@vanilla-extract/css';
import { space, vars } from '@emotion-guru/ui/tokens';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg });
export const picture = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'flex-start' });
export const pictureControls = style({ display: 'grid', gap: space.sm, flex: '1 1 14rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
