import { style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';

export const link = style({ color: vars.color.primary, fontSize: fontSizes.sm });
export const section = style({ display: 'grid', gap: space.md });
export const sectionTitle = style({ margin: 0, fontSize: fontSizes.xl });
export const response = style({
  display: 'grid',
  gap: space.xs,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const text = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
