import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

/** Form layout for the app's own forms, until the design system's Field and Input cover them. */
export const form = style({ display: 'grid', gap: space.lg });
export const field = style({ display: 'grid', gap: space.xs });
export const label = style({ fontWeight: fontWeights.medium, fontSize: fontSizes.sm });
export const input = style({
  font: 'inherit',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const error = style({ color: vars.color.danger, fontSize: fontSizes.sm, margin: 0 });
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
export const link = style({
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
