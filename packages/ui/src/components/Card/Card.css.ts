import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { radii, space } from '../../tokens/tokens.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    borderRadius: radii.lg,
    background: vars.color.surface,
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    variant: {
      outlined: { border: `1px solid ${vars.color.border}` },
      elevated: { boxShadow: vars.shadow.md, border: `1px solid ${vars.color.border}` },
      flat: { background: vars.color.surfaceRaised },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: space.md },
      md: { padding: space.lg },
      lg: { padding: space.xl },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
