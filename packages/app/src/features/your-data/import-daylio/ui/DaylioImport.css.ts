import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

// One column that may shrink below its content's width: the native file input is wide on a phone.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  minWidth: 0,
});
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
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  '@media': { 'screen and (max-width: 30rem)': { gridTemplateColumns: '1fr' } },
});
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const table = style({ borderCollapse: 'collapse', width: '100%' });
export const cell = style({
  textAlign: 'start',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlockEnd: space.xs });
export const ownMoods = style({ display: 'grid', gap: space.md, border: 0, margin: 0, padding: 0 });
