import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, space } from '../../tokens/tokens.ts';

export const content = style({ padding: space.lg, minWidth: '16rem', maxWidth: 'min(24rem, 100vw - 16px)' });

export const title = style({
  margin: `0 0 ${space.sm}`,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.semibold,
});

export const arrow = style({ fill: vars.color.surfaceRaised });
