import { style } from '@vanilla-extract/css';
import { pulse } from '../../foundations/animations.css.ts';
import { reducedMotionQuery } from '../../foundations/motion.ts';
import { vars } from '../../themes/contract.css.ts';
import { radii, space } from '../../tokens/tokens.ts';

export const skeleton = style({
  display: 'block',
  background: vars.color.border,
  borderRadius: radii.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
