import { style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';

export const back = style({ color: vars.color.primary, fontSize: fontSizes.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const section = style({ display: 'grid', gap: space.md });
export const sectionTitle = style({ margin: 0, fontSize: fontSizes.xl });
/** A section's title with an action beside it (wrapping under it on a narrow screen). */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
