import { style, styleVariants } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';
import { swatch } from './EmotionPicker.css.ts';

export const form = style({ display: 'grid', gap: space.md });
export const spot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: space.md,
  alignItems: 'center',
  margin: 0,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
});
export const legend = style({ padding: `0 ${space.xs}`, fontWeight: fontWeights.semibold });
export const sliders = style({ display: 'grid', gap: space.xs });
export const sliderLabel = style({ fontSize: fontSizes.sm });
export const slider = style({
  width: '100%',
  minHeight: '44px',
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
/** The grid in miniature: top row high energy (red, yellow), bottom row low (blue, green). */
export const grid = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 40px)',
  gridTemplateRows: 'repeat(2, 40px)',
  borderRadius: radii.sm,
  overflow: 'hidden',
});
export const cell = style({ opacity: 0.55 });
export const cellColour = styleVariants(swatch, (colour) => [colour]);
export const dot = style({
  position: 'absolute',
  width: '12px',
  height: '12px',
  marginLeft: '-6px',
  marginTop: '-6px',
  borderRadius: radii.full,
  background: vars.color.text,
  border: `2px solid ${vars.color.surface}`,
});
export const placement = style({ gridColumn: '1 / -1', margin: 0 });
export const privacy = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const failure = style({ margin: 0, color: vars.color.danger, fontWeight: fontWeights.semibold });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm });
