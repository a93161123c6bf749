import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const linkRow = style({ display: 'grid', gap: space.sm, marginTop: space.lg });
export const status = style({
  margin: 0,
  minHeight: '1.25rem',
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
});
export const section = style({ display: 'grid', gap: space.sm, marginTop: space.lg });
export const heading = style({ margin: 0, fontSize: fontSizes.md });
export const list = style({ display: 'grid', gap: space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: space.sm,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
});
export const facts = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });
