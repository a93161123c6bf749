import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const legend = style({ padding: 0, fontSize: fontSizes.sm, fontWeight: 600 });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontSize: fontSizes.sm,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
  },
});
export const swatch = style({
  width: '1rem',
  height: '1rem',
  borderRadius: radii.full,
  border: `1px solid ${vars.color.border}`,
});
