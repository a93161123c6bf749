import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';
import { disclosureAnswer, disclosureSummary } from '@/shared/ui/page.css.ts';

export const layout = style({
  display: 'grid',
  gap: space.xxl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});
export const toc = style({
  display: 'grid',
  gap: space.sm,
  '@media': { 'screen and (min-width: 1024px)': { position: 'sticky', top: '6rem' } },
});
export const tocTitle = style({
  margin: 0,
  fontSize: fontSizes.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
});
export const tocList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 1024px)': { flexDirection: 'column' } },
});
export const tocLink = style({
  display: 'inline-block',
  padding: `${space.xs} ${space.md}`,
  borderRadius: radii.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const groups = style({ display: 'grid', gap: space.xxxl, maxWidth: '48rem' });
export const group = style({ display: 'grid', gap: space.md, scrollMarginTop: '5rem' });
globalStyle(`${group} > h2`, { margin: `0 0 ${space.sm}` });
export const details = style({
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const summary = style([disclosureSummary, { fontSize: fontSizes.md }]);
export const answer = style([disclosureAnswer, { lineHeight: 1.65 }]);
export const contact = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'baseline',
  margin: 0,
});
