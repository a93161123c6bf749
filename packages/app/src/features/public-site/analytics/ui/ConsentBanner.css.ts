import { style } from '@vanilla-extract/css';
import { fontSizes, radii, shadows, space, vars, zIndices } from '@emotion-guru/ui/tokens';

/** At the foot of the window, over the page, not over the header's menus (below them in z-order). */
export const banner = style({
  position: 'fixed',
  insetInline: space.md,
  bottom: space.md,
  zIndex: zIndices.sticky,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: space.lg,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: shadows.lg,
  '@media': { print: { display: 'none' } },
  selectors: {
    // A visitor who has answered (index.html's script) does not see it before the app reads the answer.
    'html[data-consent-answered] &:not([data-read])': { display: 'none' },
  },
});

export const title = style({ margin: `0 0 ${space.xs}`, fontSize: fontSizes.md });

export const text = style({ margin: `0 0 ${space.md}`, fontSize: fontSizes.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
