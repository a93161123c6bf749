import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

/** A wrapping row of links without bullets: the sections (all, popular) and the pager. */
export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

/** A bordered link that is filled in when it is the current page (`aria-current="page"`). */
const currentPageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const sectionLink = style([
  currentPageLink,
  { minHeight: '2.5rem', padding: `${space.xs} ${space.lg}`, borderRadius: radii.full, fontWeight: 600 },
]);

export const results = style({ display: 'grid', gap: space.lg });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const skeletons = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
});

export const pager = sections;
export const pageLink = style([
  currentPageLink,
  {
    justifyContent: 'center',
    minWidth: '2.75rem',
    minHeight: '2.75rem',
    padding: `0 ${space.md}`,
    borderRadius: radii.md,
  },
]);

export const grid = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const item = style({ display: 'grid' });
