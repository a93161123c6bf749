import { style } from '@vanilla-extract/css';
import { radii, space, vars, zIndices } from '@emotion-guru/ui/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndices.header,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.lg,
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // Phones: six controls share 360 px; tighter spacing keeps them on one line without sideways scroll.
  '@media': {
    'screen and (max-width: 30rem)': { gap: space.xs, padding: `${space.sm} ${space.sm}` },
    // The header's controls have no use on paper.
    print: { display: 'none' },
  },
});
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minWidth: 0,
  '@media': { 'screen and (max-width: 30rem)': { gap: space.xxs } },
});
export const userButton = style({
  border: 'none',
  background: 'transparent',
  padding: 0,
  borderRadius: radii.full,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
