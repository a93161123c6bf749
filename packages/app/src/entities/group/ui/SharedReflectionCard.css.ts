import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

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
