import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const form = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});
/** Fields that take the whole row: the profile link and the message. */
export const wide = style({ gridColumn: '1 / -1' });
export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
});
export const note = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });
export const alert = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
});
export const success = style({
  display: 'grid',
  gap: space.md,
  justifyItems: 'start',
  padding: space.xl,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.surface,
});
export const successTitle = style({
  margin: 0,
  fontSize: fontSizes.xl,
  selectors: { '&:focus': { outline: 'none' } },
});
export const successIcon = style({ color: vars.color.success, width: '2rem', height: '2rem' });
