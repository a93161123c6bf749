import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';
import { cardList, surfaceCard } from '@/shared/ui/page.css.ts';

export const list = style([
  cardList,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))', alignItems: 'stretch' },
]);

export const card = style([
  surfaceCard,
  { display: 'flex', flexDirection: 'column', gap: space.md, padding: 0, overflow: 'hidden' },
]);
globalStyle(`${card} > *`, { margin: 0 });

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});

export const body = style({ display: 'grid', gap: space.sm, padding: `0 ${space.lg} ${space.lg}` });
globalStyle(`${body} > *`, { margin: 0 });

export const title = style({ fontSize: fontSizes.lg, lineHeight: 1.3, fontWeight: fontWeights.bold });
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const description = style({ color: vars.color.textMuted, lineHeight: 1.55 });

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
  margin: 0,
});

export const terms = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  padding: `${space.xs} ${space.md}`,
  borderRadius: radii.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: fontSizes.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const tagChip = style([chip, { borderStyle: 'dashed' }]);
