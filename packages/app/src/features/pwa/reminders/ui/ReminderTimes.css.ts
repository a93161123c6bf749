import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md });
export const title = style({ margin: 0, fontSize: fontSizes.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
});
export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: space.md,
  flexWrap: 'wrap',
});
export const field = style({ flex: '1 1 12rem', maxWidth: '16rem' });
