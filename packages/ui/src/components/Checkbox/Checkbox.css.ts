import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import { durations, radii } from '../../tokens/tokens.ts';
import { focusRing } from '../private/choice.css.ts';

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: radii.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  transition: `background-color ${durations.fast}, border-color ${durations.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const indicator = style({ display: 'inline-flex', fontSize: '14px' });
