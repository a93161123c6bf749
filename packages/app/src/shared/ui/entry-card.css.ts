import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

/** A journal entry's or a reflection's card in a list: a coloured start edge, heading row, meta and actions. */
export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: radii.md,
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space.sm });
export const title = style({ margin: 0, fontSize: fontSizes.lg, flex: '1 1 12rem' });
export const muted = style({ color: vars.color.textMuted, fontSize: fontSizes.sm });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const notice = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  justifyContent: 'flex-end',
});
