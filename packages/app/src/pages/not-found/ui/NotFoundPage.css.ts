import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  minHeight: '70vh',
  gap: space.md,
  padding: space.lg,
  textAlign: 'center',
});
export const home = style({
  color: vars.color.primary,
  border: `1px solid ${vars.color.border}`,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radii.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
