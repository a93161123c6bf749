import { style } from '@vanilla-extract/css';
import { space } from '@emotion-guru/ui/tokens';

export const main = style({ flex: 1, padding: space.xl, width: '100%', maxWidth: '80rem', margin: '0 auto' });
