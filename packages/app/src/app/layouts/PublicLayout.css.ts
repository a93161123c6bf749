import { style } from '@vanilla-extract/css';

/** Room for the fixed header. */
export const content = style({ paddingTop: '4rem' });
