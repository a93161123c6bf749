import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { spin } from '../../foundations/animations.css.ts';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, radii, space } from '../../tokens/tokens.ts';

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: radii.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    animation: `${spin} 0.8s linear infinite`,
    // Still turning, but slowly: a frozen spinner would look like a hang.
    '@media': { [reducedMotionQuery]: { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '24px', height: '24px', borderWidth: '3px' },
      lg: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const pageSpinner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  minHeight: '50vh',
  width: '100%',
  padding: space.xl,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
});

export const fullScreen = style({ minHeight: '100dvh' });
