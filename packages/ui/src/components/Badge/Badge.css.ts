import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, lineHeights, radii, space } from '../../tokens/tokens.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xxs,
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radii.full,
    fontSize: fontSizes.xs,
    fontWeight: fontWeights.semibold,
    lineHeight: lineHeights.tight,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      success: { background: vars.color.success, color: vars.color.onSuccess },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
