import { style } from '@vanilla-extract/css';
import { fontWeights, space, vars } from '@emotion-guru/ui/tokens';

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
};

/** Room on every side, so the card never touches the screen's edges on a phone. */
export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  padding: `0 ${space.lg} ${space.xl}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: space.md,
  width: 'min(100%, 28rem)',
  margin: '0 auto',
  paddingTop: space.lg,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontWeight: fontWeights.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: focusRing,
});

export const home = style({ color: vars.color.text, selectors: focusRing });

export const content = style({ flex: 1 });
