import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const form = style({
  display: 'grid',
  gap: space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.lg,
  minWidth: 0,
});
export const heading = style({ margin: 0, selectors: { '&:focus': { outline: 'none' } } });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const details = style({ display: 'grid', gap: space.md });
export const chosen = style({ margin: 0, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
export const error = style({ margin: 0, color: vars.color.danger });
export const hint = style({ margin: 0, color: vars.color.textMuted });
