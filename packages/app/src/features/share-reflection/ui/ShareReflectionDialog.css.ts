import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const parts = style({ display: 'grid', gap: space.sm, border: 'none', margin: 0, padding: 0 });
export const legend = style({ margin: 0, padding: 0, fontWeight: 600, fontSize: fontSizes.md });
export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: fontSizes.sm });
export const warning = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.warning}`,
});
export const preview = style({ display: 'grid', gap: space.sm });
export const done = style({ display: 'grid', gap: space.sm });
export const link = style({ color: vars.color.primary });
