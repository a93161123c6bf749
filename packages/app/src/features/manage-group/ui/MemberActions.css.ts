import { style } from '@vanilla-extract/css';
import { space } from '@emotion-guru/ui/tokens';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
