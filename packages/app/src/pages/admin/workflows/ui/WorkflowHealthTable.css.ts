import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSizes.sm });
globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: 600, paddingBlockEnd: space.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} td:nth-child(2), ${table} td:nth-child(3)`, { fontVariantNumeric: 'tabular-nums' });
export const status = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
