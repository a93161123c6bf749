import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import { durations, fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';

export const list = style({
  display: 'flex',
  gap: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  borderRadius: `${radii.sm} ${radii.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.medium,
  cursor: 'pointer',
  transition: `color ${durations.fast}, border-color ${durations.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const content = style({
  paddingTop: space.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
