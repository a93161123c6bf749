import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const problem = style({ margin: 0, color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
export const preview = style({
  display: 'grid',
  gap: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.md,
  minWidth: 0,
});
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: space.sm,
  margin: 0,
});
export const count = style({ display: 'grid', gap: space.xxs });
export const number = style({ margin: 0, fontSize: '1.5rem', fontWeight: 600 });
export const notes = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });
