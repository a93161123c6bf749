import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const banner = style({
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.md,
  background: vars.color.warning,
  color: vars.color.onWarning,
  fontSize: fontSizes.sm,
  // Empty while online: no space taken, but still in the page (a live region that appears is not always announced).
  selectors: { '&:empty': { margin: 0, padding: 0 } },
  '@media': { print: { display: 'none' } },
});
