import { fontSizes, fontWeights, quadrantColours, radii, space, vars } from '@emotion-guru/ui/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const sections = style({ display: 'grid', gap: space.lg });
export const section = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
  // On paper a section is not cut in two across pages.
  '@media': { print: { breakInside: 'avoid' } },
});
/** Shown on screen only (the controls, the table switch) or on paper only (the period in words). */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
export const printOnly = style({ display: 'none', margin: 0, '@media': { print: { display: 'block' } } });
export const sectionTitle = style({ margin: 0, fontSize: fontSizes.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0 });
export const state = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });
export const busy = style({ opacity: 0.7 });
export const link = style({ color: vars.color.primary, fontWeight: fontWeights.semibold });

export const words = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const wordRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 10rem) 1fr auto',
  alignItems: 'center',
  gap: space.sm,
});
export const bar = style({
  height: '0.6rem',
  borderRadius: radii.full,
  background: vars.color.primary,
  printColorAdjust: 'exact',
});

/** A day of the year in pixels (a button); defined before its colours, whose backgrounds override its reset. */
export const pixel = style({
  all: 'unset',
  display: 'block',
  boxSizing: 'border-box',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '2px',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': { outline: `2px solid ${vars.color.text}`, outlineOffset: '1px' },
  },
});

/** Five steps of mean pleasantness, from very unpleasant to very pleasant, and a day with nothing. */
const MOOD_COLOURS = {
  veryUnpleasant: '#b91c1c',
  unpleasant: '#f87171',
  mixed: '#a8a29e',
  pleasant: '#4ade80',
  veryPleasant: '#15803d',
} as const;
export type MoodStep = keyof typeof MOOD_COLOURS;
// Backgrounds are left out of print unless asked for: the squares and swatches are the data.
export const mood = styleVariants(MOOD_COLOURS, (colour) => ({
  background: colour,
  printColorAdjust: 'exact',
}));
export const noMood = style({ background: 'transparent', border: `1px dashed ${vars.color.border}` });

// Positioned, so a visually hidden label inside scrolls with the table instead of widening the page.
export const pixelsWrap = style({ position: 'relative', overflowX: 'auto', maxWidth: '100%' });
export const pixels = style({ borderCollapse: 'separate', borderSpacing: '2px', fontSize: fontSizes.xs });
export const monthLabel = style({
  textAlign: 'start',
  paddingInlineEnd: space.xs,
  fontWeight: fontWeights.semibold,
  whiteSpace: 'nowrap',
});
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: fontSizes.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const swatch = style({
  printColorAdjust: 'exact',
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '2px',
});
export const dayList = style({ margin: 0, paddingInlineStart: space.lg });
export const dayNumber = style({ fontWeight: 'normal', color: vars.color.textMuted, fontSize: '0.6rem' });
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Emotions over time: the weekly bars, stacked in the Mood Meter's colours (design tokens). */
export const weeksChart = style({ width: '100%', maxWidth: '40rem', height: 'auto', overflow: 'visible' });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 0.5 });
export const axisText = style({ fill: vars.color.textMuted, fontSize: '7px' });
export const weekBar = styleVariants(quadrantColours, (colour) => ({ fill: colour }));
export const areaSwatch = styleVariants(quadrantColours, (colour) => ({
  background: colour,
  border: `1px solid ${vars.color.text}`,
}));
export const tableDetails = style({ fontSize: fontSizes.sm, '@media': { print: { display: 'none' } } });
export const weeksTable = style({ borderCollapse: 'collapse', marginBlockStart: space.sm, textAlign: 'end' });
globalStyle(`${weeksTable} th, ${weeksTable} td`, {
  padding: `${space.xs} ${space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** Before, during, after: a row per timing, its mean pleasantness marked on an unpleasant-to-pleasant scale. */
export const shiftList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const shiftRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(4rem, 6rem) minmax(6rem, 10rem) 1fr',
  alignItems: 'center',
  gap: space.sm,
  '@media': { 'screen and (max-width: 30rem)': { gridTemplateColumns: '4rem 1fr', rowGap: space.xs } },
});
export const scale = style({
  position: 'relative',
  height: '0.5rem',
  borderRadius: radii.full,
  background: `linear-gradient(to right, #b91c1c, #a8a29e, #15803d)`,
  printColorAdjust: 'exact',
  '@media': { 'screen and (max-width: 30rem)': { gridRow: 2, gridColumn: '1 / -1' } },
});
export const scaleMark = style({
  position: 'absolute',
  top: '50%',
  width: '0.9rem',
  height: '0.9rem',
  borderRadius: radii.full,
  border: `2px solid ${vars.color.text}`,
  transform: 'translate(-50%, -50%)',
});

/** A caretaker's overview of their clients' weeks. */
export const overviewTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSizes.sm });
globalStyle(`${overviewTable} th, ${overviewTable} td`, {
  padding: `${space.xs} ${space.sm}`,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const lower = style({ color: vars.color.danger, fontWeight: fontWeights.semibold });

export const insights = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.sm });

/** The loop tracker: suggestion and loop cards, a name or note form, and a strip of weekly counts. */
export const subTitle = style({ margin: 0, fontSize: fontSizes.md });
export const loopList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const loopCard = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  '@media': { print: { breakInside: 'avoid' } },
});
export const loopTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: fontSizes.md,
});
export const loopDot = style({
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  flexShrink: 0,
  borderRadius: radii.full,
  background: vars.color.primary,
  // Colours do not print by default: a ring keeps the dot visible on paper.
  border: `1px solid ${vars.color.border}`,
});
export const loopForm = style({
  display: 'grid',
  gap: space.sm,
  maxWidth: '32rem',
  '@media': { print: { display: 'none' } },
});
export const loopActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
});
export const loopStrip = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '2px',
  blockSize: '2rem',
  maxInlineSize: '16rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const loopStripBar = style({
  flex: 1,
  minInlineSize: '4px',
  background: vars.color.primary,
  borderStartStartRadius: '2px',
  borderStartEndRadius: '2px',
  selectors: { '&[data-count="0"]': { background: 'transparent' } },
});
