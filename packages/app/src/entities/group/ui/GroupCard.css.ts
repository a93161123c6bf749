import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.md,
  padding: space.lg,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const cover = style({ width: '0.5rem', borderRadius: radii.full, background: vars.color.primary });
export const body = style({ display: 'grid', gap: space.xs, minWidth: 0 });
export const title = style({ margin: 0, fontSize: fontSizes.lg });
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
});
