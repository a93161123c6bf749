import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

/**
 * The shared frame of the signed-in list pages (journal, reflections, dashboard): heading row, filter
 * panel, notices, the list, its pager and links.
 */
export const page = style({ display: 'grid', gap: space.xl, maxWidth: '56rem' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const titleBlock = style({ display: 'grid', gap: space.xs });
export const title = style({ margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
/** The filters' panel; a page composes it with its columns (`gridTemplateColumns`). */
export const filterPanel = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'end',
  padding: space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
});
export const notice = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const list = style({ display: 'grid', gap: space.md, listStyle: 'none', margin: 0, padding: 0 });
export const pager = style({
  display: 'flex',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: fontSizes.sm,
});
export const link = style({ color: vars.color.primary, fontWeight: 600 });

/** A link that looks like the design system's primary button ("New entry" goes to another page). */
export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${space.lg}`,
  borderRadius: radii.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
