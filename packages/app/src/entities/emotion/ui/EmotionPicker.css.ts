import { style, styleVariants } from '@vanilla-extract/css';
import { fontSizes, fontWeights, quadrantColours, radii, space, vars } from '@emotion-guru/ui/tokens';

export const root = style({ display: 'grid', gap: space.lg });
export const label = style({ margin: 0, fontWeight: fontWeights.semibold });
export const quadrants = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.sm,
});
const pressable = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      fontWeight: fontWeights.semibold,
    },
  },
});
export const quadrant = style([pressable, { display: 'grid', gridTemplateColumns: 'auto 1fr' }]);
export const swatch = styleVariants(quadrantColours, (colour) => ({ background: colour }));
export const swatchShape = style({
  width: '14px',
  height: '14px',
  borderRadius: radii.full,
  gridRow: 'span 2',
});
export const hint = style({
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.regular,
});
export const search = style({ display: 'grid', gap: space.xs });
export const input = style({
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const words = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const word = style([pressable, { minHeight: '40px', padding: `${space.xs} ${space.md}` }]);
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const definition = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted });
export const suggestion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
});
export const chosenList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xxs} ${space.xs} ${space.xxs} ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.full,
});
export const removeButton = style([
  pressable,
  { minHeight: '32px', padding: `0 ${space.sm}`, borderRadius: radii.full },
]);
export const ownWord = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
