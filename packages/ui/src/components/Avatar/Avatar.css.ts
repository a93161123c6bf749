import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { fontWeights, radii } from '../../tokens/tokens.ts';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: radii.full,
    background: vars.color.surfaceRaised,
    verticalAlign: 'middle',
    userSelect: 'none',
  },
  variants: {
    size: {
      xs: { width: '24px', height: '24px', fontSize: '0.625rem' },
      sm: { width: '32px', height: '32px', fontSize: '0.75rem' },
      md: { width: '40px', height: '40px', fontSize: '0.9375rem' },
      lg: { width: '56px', height: '56px', fontSize: '1.25rem' },
      xl: { width: '80px', height: '80px', fontSize: '1.75rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: '#ffffff',
  fontWeight: fontWeights.semibold,
  letterSpacing: '0.02em',
  lineHeight: 1,
});
