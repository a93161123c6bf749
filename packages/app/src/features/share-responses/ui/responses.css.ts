import { style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';

export const reactions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const form = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
export const reported = style({ color: vars.color.textMuted, fontSize: fontSizes.sm });
