import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import { durations, easings, radii } from '../../tokens/tokens.ts';
import { focusRing } from '../private/choice.css.ts';

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'relative',
  width: '40px',
  height: '24px',
  borderRadius: radii.full,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${durations.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const thumb = style({
  display: 'block',
  width: '14px',
  height: '14px',
  borderRadius: radii.full,
  background: vars.color.textMuted,
  translate: '3px 0',
  transition: `translate ${durations.normal} ${easings.standard}`,
  selectors: {
    '&[data-state="checked"]': { translate: '19px 0', background: vars.color.onPrimary },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});
