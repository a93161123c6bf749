import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${space.xs} ${space.md}`,
  alignItems: 'baseline',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  padding: space.md,
});
export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const word = style({ display: 'inline-flex', gap: space.sm, alignItems: 'center', fontWeight: 600 });
export const meta = style({ gridColumn: '2', margin: 0, color: vars.color.textMuted });
export const note = style({ gridColumn: '2', margin: 0, overflowWrap: 'anywhere' });
export const dot = style({ width: '12px', height: '12px', borderRadius: radii.full, flex: 'none' });
