import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';
import { panel } from '@/shared/ui/page.css.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '48rem' });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });
export const intro = style({ margin: 0, color: vars.color.textMuted, flexBasis: '100%' });
export const section = style([panel, { display: 'grid', gap: space.md }]);
globalStyle(`${section} > h2`, { margin: 0, fontSize: fontSizes.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
  gap: `${space.xs} ${space.lg}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSizes.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} td:nth-child(2), ${table} td:nth-child(3)`, { fontVariantNumeric: 'tabular-nums' });

export const emulatorForm = style({ display: 'grid', gap: space.md, maxWidth: '24rem' });
