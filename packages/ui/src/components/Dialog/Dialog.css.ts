import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeIn, fadeOut, popIn, popOut } from '../../foundations/animations.css.ts';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import {
  durations,
  easings,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  space,
  zIndices,
} from '../../tokens/tokens.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndices.overlay,
  background: 'rgb(15 23 42 / 0.55)',
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${durations.normal} ${easings.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${durations.fast} ${easings.exit}` },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none !important' } },
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: zIndices.modal,
    top: '50%',
    left: '50%',
    translate: '-50% -50%',
    width: `calc(100vw - ${space.xl} * 2)`,
    maxHeight: `calc(100dvh - ${space.xl} * 2)`,
    // The body scrolls, not the dialog: the title and the actions stay in view at any height.
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    gap: space.lg,
    padding: space.xl,
    borderRadius: radii.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-state="open"]': { animation: `${popIn} ${durations.normal} ${easings.standard}` },
      '&[data-state="closed"]': { animation: `${popOut} ${durations.fast} ${easings.exit}` },
    },
    '@media': { [reducedMotionQuery]: { animation: 'none !important' } },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '520px' },
      lg: { maxWidth: '720px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  paddingRight: space.xxl,
});

export const title = style({
  margin: 0,
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
});

export const description = style({
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  lineHeight: lineHeights.normal,
});

export const closeButton = style({ position: 'absolute', top: space.md, right: space.md });

/** The scrolling part; the small inset keeps focus rings of its fields inside the clipped area. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  margin: `calc(${space.xs} * -1)`,
  padding: space.xs,
});

export const footer = style({
  flex: 'none',
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: space.sm,
});
