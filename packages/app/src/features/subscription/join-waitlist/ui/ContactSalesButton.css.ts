import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const form = style({ display: 'grid', gap: space.md });
export const alert = style({
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
});
export const sent = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });
export const sentTitle = style({
  margin: 0,
  fontSize: fontSizes.lg,
  selectors: { '&:focus': { outline: 'none' } },
});
export const sentBody = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
