import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, lineHeights, radii, space, zIndices } from '../../tokens/tokens.ts';

export const content = style({
  zIndex: zIndices.tooltip,
  maxWidth: '18rem',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.sm,
  // Inverted colours: the text colour of the theme is dark in light mode and light in dark mode.
  background: vars.color.text,
  color: vars.color.background,
  fontSize: fontSizes.xs,
  lineHeight: lineHeights.normal,
  boxShadow: vars.shadow.md,
});

export const arrow = style({ fill: vars.color.text });
