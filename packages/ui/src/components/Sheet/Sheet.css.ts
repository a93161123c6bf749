import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  slideInFromBottom,
  slideInFromLeft,
  slideInFromRight,
  slideInFromTop,
  slideOutToBottom,
  slideOutToLeft,
  slideOutToRight,
  slideOutToTop,
} from '../../foundations/animations.css.ts';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import {
  durations,
  easings,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  zIndices,
} from '../../tokens/tokens.ts';

function slide(enter: string, exit: string) {
  return {
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${durations.slow} ${easings.standard}` },
      '&[data-state="closed"]': { animation: `${exit} ${durations.normal} ${easings.exit}` },
    },
  };
}

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: zIndices.modal,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
    '@media': { [reducedMotionQuery]: { animation: 'none !important' } },
  },
  variants: {
    side: {
      left: { top: 0, bottom: 0, left: 0, maxWidth: '100vw', ...slide(slideInFromLeft, slideOutToLeft) },
      right: { top: 0, bottom: 0, right: 0, maxWidth: '100vw', ...slide(slideInFromRight, slideOutToRight) },
      top: { top: 0, left: 0, right: 0, maxHeight: '100dvh', ...slide(slideInFromTop, slideOutToTop) },
      bottom: {
        bottom: 0,
        left: 0,
        right: 0,
        maxHeight: '100dvh',
        ...slide(slideInFromBottom, slideOutToBottom),
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.lg} ${space.lg} ${space.sm}`,
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: fontSizes.lg,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
});

export const description = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });

export const body = style({ flex: 1, overflowY: 'auto', padding: `${space.sm} ${space.lg} ${space.lg}` });

export const bodyFlush = style({ flex: 1, overflowY: 'auto' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space.sm,
  padding: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
