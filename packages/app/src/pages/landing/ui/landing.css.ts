import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';
import {
  cardList,
  disclosureAnswer,
  disclosureSummary,
  iconTile,
  surfaceCard,
} from '@/shared/ui/page.css.ts';
import { fitColumns } from '@/shared/ui/fit-columns.ts';

const tint = (alpha: number) => `color-mix(in srgb, ${vars.color.primary} ${String(alpha)}%, transparent)`;

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'clip' });

/** Every section: the same width and an even vertical rhythm; alternate bands set their own background. */
export const section = style({
  padding: `clamp(${space.xxxl}, 8vw, 6rem) ${space.lg}`,
  scrollMarginTop: '4rem',
});
export const band = style({ background: vars.color.surface, borderBlock: `1px solid ${vars.color.border}` });
export const inner = style({ maxWidth: '72rem', margin: '0 auto', display: 'grid', gap: space.xxl });
export const heading = style({ display: 'grid', gap: space.md, maxWidth: '44rem' });
globalStyle(`${heading} > *`, { margin: 0 });
export const centered = style({ justifySelf: 'center', textAlign: 'center', justifyItems: 'center' });
export const eyebrow = style({
  color: vars.color.primary,
  fontSize: fontSizes.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export const h2 = style({
  fontSize: `clamp(${fontSizes.xxl}, 1rem + 2.4vw, 2.5rem)`,
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});
export const lead = style({ fontSize: fontSizes.lg, lineHeight: 1.6, color: vars.color.textMuted });

/* Hero */
export const hero = style({
  padding: `clamp(${space.xxl}, 6vw, 5rem) ${space.lg} clamp(${space.xxxl}, 8vw, 6rem)`,
  background: `radial-gradient(60rem 30rem at 85% 0%, ${tint(14)}, transparent 70%), radial-gradient(40rem 24rem at 0% 100%, ${tint(8)}, transparent 70%)`,
});
export const heroInner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'grid',
  gap: space.xxxl,
  alignItems: 'center',
  gridTemplateColumns: fitColumns('26rem'),
});
export const heroText = style({ display: 'grid', gap: space.xl, justifyItems: 'start' });
globalStyle(`${heroText} > *`, { margin: 0 });
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.md}`,
  borderRadius: radii.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  color: vars.color.text,
});
export const pillDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: radii.full,
  background: vars.color.success,
});
export const title = style({
  fontSize: `clamp(2.1rem, 1.2rem + 4vw, 3.75rem)`,
  lineHeight: 1.05,
  letterSpacing: '-0.03em',
  textWrap: 'balance',
});
export const subtitle = style({
  fontSize: fontSizes.lg,
  lineHeight: 1.6,
  color: vars.color.textMuted,
  maxWidth: '36rem',
});
export const note = style({ fontSize: fontSizes.sm, color: vars.color.textMuted });

/* The hero's product shots: the dashboard in a browser window, the journal on a phone over its corner. */
export const shots = style({ justifySelf: 'center', width: 'min(100%, 36rem)', paddingBlockEnd: space.xl });
/** Both themes' shots are in the page; the one of the painted theme shows (`html[data-theme]`). */
export const shotsOfTheme = styleVariants({ light: {}, dark: { display: 'none' } });
globalStyle(`html[data-theme='dark'] ${shotsOfTheme.light}`, { display: 'none' });
globalStyle(`html[data-theme='dark'] ${shotsOfTheme.dark}`, { display: 'block' });
/** Room on the left for the phone over the window's corner. */
export const heroShotsLayout = style({ position: 'relative', paddingInlineStart: 'clamp(1.5rem, 8%, 3rem)' });
const frameShadow = `0 30px 60px -30px ${tint(45)}, 0 12px 24px -18px rgb(15 23 42 / 0.35)`;
export const browserFrame = style({
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  boxShadow: frameShadow,
});
/** The window's title bar with its three dots. */
export const browserBar = style({
  display: 'block',
  height: '1.25rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: `radial-gradient(circle at 0.75rem 50%, #f87171 0.25rem, transparent 0.27rem), radial-gradient(circle at 1.5rem 50%, #fbbf24 0.25rem, transparent 0.27rem), radial-gradient(circle at 2.25rem 50%, #34d399 0.25rem, transparent 0.27rem)`,
});
export const shotImage = style({ display: 'block', width: '100%', height: 'auto' });
export const phoneFrame = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockEnd: `calc(-1 * ${space.xl})`,
  width: '30%',
  maxWidth: '10rem',
  aspectRatio: '390 / 720',
  borderRadius: '1.25rem',
  border: `0.35rem solid ${vars.color.text}`,
  background: vars.color.surface,
  overflow: 'hidden',
  boxShadow: frameShadow,
});
export const phoneImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'top',
});

/* The features' screens: the map and the reflection wizard side by side (one above the other when narrow). */
export const featureScreens = style([cardList, { gridTemplateColumns: fitColumns('20rem'), gap: space.xl }]);
export const featureScreen = style({ margin: 0, display: 'grid', gap: space.sm, minWidth: 0 });
export const featureScreenCaption = style({
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/* The product tour */
export const tour = style({ position: 'relative', display: 'grid', gap: space.md, minWidth: 0 });
globalStyle(`${tour} > picture`, { display: 'block', minWidth: 0 });
export const tourMedia = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: frameShadow,
});
/** The silent loop over the poster (same box), drawn only while it plays. */
export const tourBackground = style([
  tourMedia,
  { position: 'absolute', insetInline: 0, insetBlockStart: 0, pointerEvents: 'none' },
]);
export const playButton = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.md} ${space.xl}`,
  borderRadius: radii.full,
  border: 'none',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: fontSizes.lg,
  fontWeight: 700,
  cursor: 'pointer',
  boxShadow: `0 12px 30px -10px ${tint(70)}`,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});
export const playIcon = style({ display: 'inline-flex' });
globalStyle(`${playIcon} svg`, { fill: 'currentColor' });
export const tourStatus = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  textAlign: 'center',
});

/* Cards and grids */
export const grid3 = style([cardList, { gridTemplateColumns: fitColumns('17rem') }]);
export const card = surfaceCard;
export const cardTitle = style({ fontSize: fontSizes.lg, lineHeight: 1.3 });
export const cardBody = style({ color: vars.color.textMuted, lineHeight: 1.6 });
export const iconBadge = iconTile;

/* How it works */
export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: radii.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

/* Testimonials */
export const quoteItem = style({ display: 'grid' });
export const quoteCard = style([card, { margin: 0, gap: space.lg, height: '100%' }]);
export const quoteName = style({
  margin: 0,
  fontSize: fontSizes.md,
  color: vars.color.primary,
  fontWeight: 700,
});
export const quote = style({ margin: 0, fontSize: fontSizes.lg, lineHeight: 1.55 });
globalStyle(`${quote} p`, { margin: 0 });
export const author = style({ display: 'flex', gap: space.md, alignItems: 'center', marginTop: 'auto' });
export const initial = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: radii.full,
  background: tint(16),
  color: vars.color.text,
  fontWeight: 700,
});
export const authorName = style({ display: 'block', fontWeight: 600 });
export const authorRole = style({ display: 'block', fontSize: fontSizes.sm, color: vars.color.textMuted });
export const disclaimer = style({
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  maxWidth: '44rem',
});

/* Trust */
export const trustGrid = style([cardList, { gridTemplateColumns: fitColumns('15rem') }]);
export const trustItem = style({ display: 'grid', gap: space.sm, alignContent: 'start' });
globalStyle(`${trustItem} > :is(h3, p)`, { margin: 0 });
export const textLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/* Pricing teaser */
export const pricing = style({
  display: 'grid',
  gap: space.xxl,
  alignItems: 'center',
  gridTemplateColumns: fitColumns('22rem'),
});
export const planCard = style({
  display: 'grid',
  gap: space.lg,
  padding: space.xxl,
  borderRadius: radii.xl,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: `0 24px 48px -28px ${tint(50)}`,
});
globalStyle(`${planCard} > *`, { margin: 0 });
export const planName = style({ fontWeight: 700, fontSize: fontSizes.lg });
export const price = style({ display: 'flex', alignItems: 'baseline', gap: space.sm, flexWrap: 'wrap' });
export const amount = style({ fontSize: '3rem', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 });
export const checkList = style({ display: 'grid', gap: space.sm, padding: 0, listStyle: 'none' });
export const checkItem = style({ display: 'flex', gap: space.sm, alignItems: 'start' });
export const check = style({ flex: 'none', color: vars.color.success, marginTop: '0.15em' });

/* FAQ teaser */
export const faqList = style({ display: 'grid', gap: space.md, maxWidth: '48rem', width: '100%' });
export const details = style({
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const summary = style([disclosureSummary, { listStylePosition: 'inside' }]);
export const answer = style([disclosureAnswer, { lineHeight: 1.6 }]);

/* Closing call to action */
export const closing = style({
  margin: `0 ${space.lg} clamp(${space.xxxl}, 8vw, 6rem)`,
  padding: `clamp(${space.xxl}, 6vw, 4.5rem) ${space.xl}`,
  borderRadius: radii.xl,
  textAlign: 'center',
  background: `linear-gradient(135deg, ${tint(22)}, ${tint(6)})`,
  border: `1px solid ${vars.color.border}`,
});
export const closingInner = style({
  maxWidth: '40rem',
  margin: '0 auto',
  display: 'grid',
  gap: space.lg,
  justifyItems: 'center',
});
globalStyle(`${closingInner} > *`, { margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
export const centerActions = style([actions, { justifyContent: 'center' }]);
