import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const root = style({
  display: 'grid',
  gap: space.sm,
  '@media': { print: { display: 'none' } },
});
/** Room below it only when it shows something: empty, it takes none (it mounts after the page). */
export const shown = style({ marginBottom: space.lg });
export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: fontSizes.sm,
});
export const status = style({ margin: 0 });
export const decisions = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.danger}`,
});
export const title = style({ margin: 0, fontSize: fontSizes.md });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const item = style({ display: 'grid', gap: space.xs });
export const name = style({ margin: 0, fontWeight: 600 });
export const when = style({ fontWeight: 400, color: vars.color.textMuted });
export const problem = style({ margin: 0, fontSize: fontSizes.sm });
export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
export const details = style({ fontSize: fontSizes.sm, paddingInline: space.md });
