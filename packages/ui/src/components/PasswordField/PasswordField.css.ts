import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, radii, space } from '../../tokens/tokens.ts';

/** The input and its toggle share one box; the input leaves room on the right for the button. */
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingRight: '48px' });

export const toggle = style({
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
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const strength = style({ marginTop: `calc(${space.xs} * -1)`, fontSize: fontSizes.sm });
