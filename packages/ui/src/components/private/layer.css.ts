import { style } from '@vanilla-extract/css';
import { fadeIn, fadeOut, popIn, popOut } from '../../foundations/animations.css.ts';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import { durations, easings, fontSizes, radii, space, zIndices } from '../../tokens/tokens.ts';

/** The floating surface shared by menus and popovers. */
export const floatingSurface = style({
  zIndex: zIndices.overlay,
  minWidth: '10rem',
  maxHeight: 'var(--radix-popper-available-height)',
  overflowY: 'auto',
  padding: space.xs,
  borderRadius: radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  fontSize: fontSizes.sm,
  transformOrigin: 'var(--radix-popper-transform-origin)',
  selectors: {
    '&[data-state="open"]': { animation: `${popIn} ${durations.fast} ${easings.standard}` },
    '&[data-state="closed"]': { animation: `${popOut} ${durations.fast} ${easings.exit}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none !important' } },
});

export const fadeLayer = style({
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${durations.fast} ${easings.standard}`,
    },
    '&[data-state="closed"]': { animation: `${fadeOut} ${durations.fast} ${easings.exit}` },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none !important' } },
});
