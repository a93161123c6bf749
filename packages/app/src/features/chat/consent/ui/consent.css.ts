import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const points = style({ display: 'grid', gap: space.sm, margin: 0, paddingInlineStart: space.xl });
export const notice = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  padding: space.lg,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const noticeTitle = style({ margin: 0 });
export const noticeText = style({ margin: 0 });
export const dataConsent = style({ display: 'grid', gap: space.xs });
export const panel = style({ display: 'grid', gap: space.md });
export const given = style({ margin: 0, fontWeight: 600 });
