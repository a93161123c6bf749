import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, radii } from '../../tokens/tokens.ts';

/** An input with a button inside its right edge (DateField's calendar, PasswordField's toggle): one box. */
export const adornedControl = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The input leaves room on the right for the button. */
export const adornedInput = style({ paddingRight: '48px' });

/** The icon button inside the input; a field adds its hover background. */
export const adornment = style({
  position: 'absolute',
  right: '4px',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: radii.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: fontSizes.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
