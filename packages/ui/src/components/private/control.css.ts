import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import { durations, fontSizes, lineHeights, radii, space } from '../../tokens/tokens.ts';

/** The box shared by Input, Textarea and Select, so form controls line up. */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: fontSizes.md,
  lineHeight: lineHeights.normal,
  transition: `border-color ${durations.fast}, box-shadow ${durations.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.background },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});
