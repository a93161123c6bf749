import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

export const article = style({
  display: 'grid',
  gap: space.xl,
  maxWidth: '46rem',
  margin: '0 auto',
  width: '100%',
});
globalStyle(`${article} > *`, { margin: 0 });

export const back = style({ color: vars.color.primary, fontWeight: 600, width: 'fit-content' });

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  borderRadius: radii.lg,
  objectFit: 'cover',
});

export const note = style({
  padding: space.lg,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: space.sm,
});
globalStyle(`${note} > *`, { margin: 0 });

export const share = style({ display: 'grid', gap: space.md });
globalStyle(`${share} > *`, { margin: 0 });
export const shareTitle = style({ fontSize: fontSizes.lg, fontWeight: fontWeights.bold });
export const shareList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  alignItems: 'center',
});
export const shareLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${space.lg}`,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const related = style({ display: 'grid', gap: space.lg });
globalStyle(`${related} > *`, { margin: 0 });
export const relatedList = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const relatedItem = style({ display: 'grid' });
