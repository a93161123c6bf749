import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { durations, fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    border: '1px solid transparent',
    borderRadius: radii.md,
    fontWeight: fontWeights.semibold,
    cursor: 'pointer',
    transition: `background-color ${durations.fast}, border-color ${durations.fast}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
      },
      destructive: { background: vars.color.danger, color: vars.color.onDanger },
    },
    size: {
      sm: { padding: `${space.xs} ${space.md}`, fontSize: fontSizes.sm, minHeight: '32px' },
      md: { padding: `${space.sm} ${space.lg}`, fontSize: fontSizes.md, minHeight: '40px' },
      lg: { padding: `${space.md} ${space.xl}`, fontSize: fontSizes.lg, minHeight: '48px' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: radii.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: 'eg-spin 0.8s linear infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
