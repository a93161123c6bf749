import { style } from '@vanilla-extract/css';

/**
 * Room for the fixed header; and at least a screen's height, so that the footer starts below the fold
 * while a page's own code is still on its way and does not jump down when the content arrives (it did:
 * a layout shift of 0.36 on /about and /faq).
 */
export const content = style({ paddingTop: '4rem', minHeight: '100vh' });
