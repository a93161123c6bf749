import { style } from '@vanilla-extract/css';
import { space, vars } from '@emotion-guru/ui/tokens';

export const list = style({ display: 'grid', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  overflowWrap: 'anywhere',
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
