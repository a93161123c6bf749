import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const back = style({ color: vars.color.primary, fontSize: fontSizes.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const section = style({ display: 'grid', gap: space.md });
export const sectionTitle = style({ margin: 0, fontSize: fontSizes.xl });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** A shared reflection: a quote-like block with the author's line above it. */
export const shared = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: radii.md,
  background: vars.color.surface,
});
export const sharedTitle = style({ margin: 0, fontSize: fontSizes.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const emotions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
