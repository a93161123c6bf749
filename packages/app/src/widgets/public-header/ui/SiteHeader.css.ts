import { style } from '@vanilla-extract/css';
import { fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
};

export const brand = style({
  fontWeight: fontWeights.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: focusRing,
});
export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  padding: space.xs,
  selectors: focusRing,
});
export const action = style({
  color: vars.color.text,
  padding: `${space.xs} ${space.sm}`,
  selectors: focusRing,
});
export const primaryAction = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: `${space.xs} ${space.md}`,
  borderRadius: radii.md,
  textDecoration: 'none',
  fontWeight: fontWeights.semibold,
  selectors: focusRing,
});
