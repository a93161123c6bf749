import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const layout = style({
  display: 'grid',
  gap: space.xxl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});
export const toc = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    'screen and (min-width: 1024px)': {
      position: 'sticky',
      top: '6rem',
      maxHeight: 'calc(100vh - 8rem)',
      overflowY: 'auto',
    },
  },
});
export const tocTitle = style({ margin: 0, fontSize: fontSizes.sm, fontWeight: 700 });
export const tocList = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSizes.sm,
});
export const tocLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const body = style({ display: 'grid', gap: space.xxl, maxWidth: '46rem', lineHeight: 1.7 });
export const section = style({ display: 'grid', gap: space.md, scrollMarginTop: '5rem' });
globalStyle(`${section} > *`, { margin: 0 });
export const sectionTitle = style({ fontSize: fontSizes.xl, lineHeight: 1.3 });
export const list = style({ display: 'grid', gap: space.sm, paddingInlineStart: space.xl });
export const updated = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });
export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSizes.sm,
  lineHeight: 1.5,
});
globalStyle(`${table} caption`, {
  textAlign: 'start',
  padding: space.md,
  fontWeight: 600,
  captionSide: 'top',
});
globalStyle(`${table} :is(th, td)`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${space.sm} ${space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { background: vars.color.surface });
globalStyle(`${table} code`, { fontSize: fontSizes.sm, whiteSpace: 'nowrap' });
export const others = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'baseline' });
