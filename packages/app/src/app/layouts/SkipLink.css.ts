import { globalStyle, style } from '@vanilla-extract/css';
import { fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';
import { MAIN_CONTENT_ID } from './main-content.ts';

export const skipLink = style({
  position: 'fixed',
  top: space.sm,
  left: space.sm,
  // Above the fixed site header and the sidebar.
  zIndex: 100,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: fontWeights.semibold,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 1rem))',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { print: { display: 'none' } },
});

// The main area takes focus only from the skip link: no ring around the whole page.
globalStyle(`#${MAIN_CONTENT_ID}:focus, #${MAIN_CONTENT_ID} main:focus`, { outline: 'none' });
