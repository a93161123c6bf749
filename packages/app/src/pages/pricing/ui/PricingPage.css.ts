import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const note = style({
  padding: space.lg,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  lineHeight: 1.6,
});
