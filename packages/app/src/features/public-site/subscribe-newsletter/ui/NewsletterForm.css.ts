import { style } from '@vanilla-extract/css';
import { space } from '@emotion-guru/ui/tokens';

export const form = style({ display: 'grid', gap: space.md, alignItems: 'end', maxWidth: '28rem' });
