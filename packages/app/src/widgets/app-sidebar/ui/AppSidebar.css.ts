import { style } from '@vanilla-extract/css';
import { fontWeights, space, vars } from '@emotion-guru/ui/tokens';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minWidth: 0,
  fontWeight: fontWeights.bold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
