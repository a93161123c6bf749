import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { fontWeights, radii } from '../../tokens/tokens.ts';

/** Link styling; also usable on a router's own link component through `linkClass()`. */
export const link = recipe({
  base: {
    fontWeight: fontWeights.medium,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: radii.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      primary: { color: vars.color.primary },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
    },
    underline: {
      always: {},
      hover: { textDecorationLine: 'none', selectors: { '&:hover': { textDecorationLine: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'primary', underline: 'always' },
});
