import { recipe } from '@vanilla-extract/recipes';
import { fontSizes } from '../../tokens/tokens.ts';

/** Square sizing on top of the Button recipe: the touch target matches the button of the same size. */
export const iconButton = recipe({
  base: { padding: 0, flexShrink: 0, lineHeight: 1 },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: fontSizes.md },
      md: { width: '40px', height: '40px', fontSize: fontSizes.lg },
      lg: { width: '48px', height: '48px', fontSize: fontSizes.xl },
    },
  },
  defaultVariants: { size: 'md' },
});
