import { globalStyle, style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: space.lg,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const error = style([panel, { borderColor: vars.color.danger }]);
export const resume = style([panel, { borderColor: vars.color.primary, borderWidth: 2 }]);
globalStyle(`${error} > p, ${resume} > p`, { margin: 0, lineHeight: 1.5 });
