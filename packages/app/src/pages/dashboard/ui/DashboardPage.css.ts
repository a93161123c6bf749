import { globalStyle, style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';
import { header, list } from '@/shared/ui/app-page.css.ts';

export const page = style({ display: 'grid', gap: space.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: space.lg,
  margin: 0,
});
globalStyle(`${facts} > div`, {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.lg,
});
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
/** A scheduled cancellation's end, under the plan's name. */
export const nudge = style({
  marginBlockStart: space.xs,
  paddingInlineStart: space.sm,
  borderInlineStart: `3px solid ${vars.color.warning}`,
});
export const planLink = style({ marginBlockStart: space.xs });
// minmax(0, 1fr): a grid column may shrink below its content's longest word, so a long title or emotion
// name wraps inside the card instead of widening the page on a phone.
export const recent = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md });
export const recentHeader = style([header, { alignItems: 'baseline' }]);
export const recentList = style([list, { gridTemplateColumns: 'minmax(0, 1fr)' }]);
export { link, primaryLink } from '@/shared/ui/app-page.css.ts';
export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.lg,
});
globalStyle(`${prompt} > p`, { margin: 0 });
