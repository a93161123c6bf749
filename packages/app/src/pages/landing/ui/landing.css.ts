import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
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

export const page = style({ display: 'grid', overflowX: 'clip' });

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

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-6px)' },
});
export const mapCard = style({
  justifySelf: 'center',
  width: 'min(100%, 30rem)',
  aspectRatio: '1 / 1',
  padding: space.lg,
  borderRadius: radii.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: `0 30px 60px -30px ${tint(45)}, 0 12px 24px -18px rgb(15 23 42 / 0.35)`,
});
export const mapSvg = style({ display: 'block', width: '100%', height: '100%' });
export const mapDot = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${float} 5s ease-in-out infinite` },
  },
});
export const mapDotDelay = styleVariants({
  a: { animationDelay: '0s' },
  b: { animationDelay: '1.2s' },
  c: { animationDelay: '2.4s' },
  d: { animationDelay: '3.6s' },
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
