import { style, styleVariants } from '@vanilla-extract/css';
import { fontSizes, fontWeights, quadrantColours, radii, space, vars } from '@emotion-guru/ui/tokens';
import { filterPanel } from '@/shared/ui/app-page.css.ts';

export { header, link, notice, page, subtitle, title, titleBlock } from '@/shared/ui/app-page.css.ts';

export const controls = style([
  filterPanel,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', alignItems: 'center' },
]);
export const state = style({ display: 'grid', gap: space.md, justifyItems: 'start' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const busy = style({ opacity: 0.6, transition: 'opacity 150ms' });

export const chart = style({
  display: 'grid',
  gap: space.md,
  width: '100%',
  maxWidth: '36rem',
});
export const plot = style({
  borderRadius: radii.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const chartTitle = style({ margin: 0, fontSize: fontSizes.lg });
export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  touchAction: 'manipulation',
});
export const axis = style({ stroke: vars.color.border, strokeWidth: 0.4 });
export const frame = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 0.4 });
export const areaLabel = style({ fill: vars.color.text, fontSize: '3px', fontWeight: fontWeights.semibold });
export const axisLabel = style({ fill: vars.color.textMuted, fontSize: '2.8px' });

/** The Mood Meter's colours (design tokens), a light tint behind each quadrant. */
const QUADRANT_COLOURS = quadrantColours;
export const area = styleVariants(QUADRANT_COLOURS, (colour) => ({ fill: colour, fillOpacity: 0.1 }));
export const point = styleVariants(QUADRANT_COLOURS, (colour) => ({
  fill: colour,
  stroke: vars.color.text,
  strokeWidth: 0.3,
  cursor: 'pointer',
}));
export const activePoint = style({ stroke: vars.color.focusRing, strokeWidth: 0.9 });
/** A colour dot before a word (quadrant or family), outlined so it reads in both themes. */
const dot = (colour: string) => ({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: space.xs,
  borderRadius: radii.full,
  background: colour,
  border: `1px solid ${vars.color.text}`,
  verticalAlign: 'middle',
});
export const swatch = styleVariants(QUADRANT_COLOURS, dot);

export const details = style({ margin: 0, minHeight: '3em', display: 'grid', gap: space.xs });
export const detailWord = style({ fontWeight: fontWeights.semibold });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSizes.sm });
export const caption = style({
  textAlign: 'start',
  fontWeight: fontWeights.semibold,
  paddingBlockEnd: space.sm,
});
export const cell = style({
  padding: `${space.xs} ${space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: fontWeights.semibold,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** Plutchik's colours for the eight families; the rings from intense (full) to mild (faint). */
const FAMILY_COLOURS = {
  joy: '#eab308',
  trust: '#84cc16',
  fear: '#15803d',
  surprise: '#0891b2',
  sadness: '#2563eb',
  disgust: '#9333ea',
  anger: '#dc2626',
  anticipation: '#ea580c',
} as const;
export const petal = styleVariants(FAMILY_COLOURS, (colour) => ({
  fill: colour,
  stroke: vars.color.surface,
  strokeWidth: 0.4,
}));
export const ring = styleVariants({ intense: 1, medium: 0.72, mild: 0.42 }, (opacity) => ({
  fillOpacity: opacity,
}));
export const petalOutline = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 0.3 });
export const wheelLabel = style({ fill: vars.color.text, fontSize: '4px', fontWeight: fontWeights.semibold });
export const familySwatch = styleVariants(FAMILY_COLOURS, dot);
export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
export const wheelSvg = style([svg, { aspectRatio: '144 / 112' }]);
