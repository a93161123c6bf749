import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

/** The shared frame of the public site's content pages (about, product, FAQ, legal, contact...). */
export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${space.xxxl} ${space.lg}`,
  display: 'grid',
  gap: space.xxxl,
});
/** A readable measure for prose: about 70 characters a line. */
export const prose = style({ maxWidth: '46rem', lineHeight: 1.65 });
export const header = style({ display: 'grid', gap: space.md, maxWidth: '46rem' });
export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: fontSizes.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export const title = style({
  fontSize: `clamp(${fontSizes.xxl}, 1.2rem + 3vw, 3rem)`,
  lineHeight: 1.12,
  letterSpacing: '-0.02em',
  margin: 0,
  textWrap: 'balance',
});
export const lead = style({
  fontSize: fontSizes.lg,
  lineHeight: 1.6,
  color: vars.color.textMuted,
  margin: 0,
});
export const section = style({ display: 'grid', gap: space.lg, scrollMarginTop: '5rem' });
globalStyle(`${section} > *`, { margin: 0 });
export const sectionTitle = style({
  fontSize: `clamp(${fontSizes.xl}, 1rem + 1.5vw, 2rem)`,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  margin: 0,
});
export const muted = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });

const ctaBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  width: 'fit-content',
  minHeight: '2.75rem',
  padding: `${space.md} ${space.xl}`,
  borderRadius: radii.md,
  fontWeight: 600,
  textDecoration: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
/** A link that looks like the main button: the one thing to do next. */
export const ctaPrimary = style([
  ctaBase,
  {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover': { background: vars.color.primaryHover } },
  },
]);
export const ctaSecondary = style([
  ctaBase,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  },
]);
/** A surface for a group of content. */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.xl,
});

/** A list of cards in as many columns as fit; a page composes it with its columns' minimum width. */
export const cardList = style({ display: 'grid', gap: space.xl, padding: 0, margin: 0, listStyle: 'none' });
/** One card on the page's surface. */
export const surfaceCard = style({
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
  padding: space.xl,
  borderRadius: radii.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(`${surfaceCard} > *`, { margin: 0 });

/** A question's summary and answer in a native disclosure (the FAQ page and the landing's FAQ teaser). */
export const disclosureSummary = style({
  cursor: 'pointer',
  padding: space.lg,
  fontWeight: 600,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: radii.lg,
    },
  },
});
export const disclosureAnswer = style({
  margin: 0,
  padding: `0 ${space.lg} ${space.lg}`,
  color: vars.color.textMuted,
});

/** A feature's icon on a tinted square tile; a page may set a larger size. */
export const iconTile = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: radii.md,
  background: `color-mix(in srgb, ${vars.color.primary} 14%, transparent)`,
  color: vars.color.primary,
});
