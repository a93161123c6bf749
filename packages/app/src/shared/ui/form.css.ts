import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

/** Layout of the app's forms; the fields themselves are the design system's Field and Input. */
export const form = style({ display: 'grid', gap: space.lg });
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSizes.sm,
});
export const alert = style({
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});
export const card = style({
  width: 'min(100%, 28rem)',
  margin: `${space.xxxl} auto`,
  padding: space.xl,
  display: 'grid',
  gap: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
});
