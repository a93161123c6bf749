import { style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';
import { panel } from '@/shared/ui/page.css.ts';

export const page = style({ display: 'grid', gap: space.lg, maxWidth: '42rem' });
export const title = style({ margin: 0 });
export const step = style([panel, { display: 'grid', gap: space.md }]);
export const stepTitle = style({ margin: 0, outline: 'none' });
export const text = style({ margin: 0, lineHeight: 1.6 });
export const points = style({ display: 'grid', gap: space.sm, margin: 0, paddingInlineStart: space.xl });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
});
/** "Skip for now" sits apart from Back and Next. */
export const skip = style({ marginInlineStart: 'auto' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});
export const goals = style({ display: 'grid', gap: space.sm, border: 0, margin: 0, padding: 0 });
export const legend = style({ padding: 0, marginBlockEnd: space.sm });
export const clients = style({ margin: 0, paddingInlineStart: space.xl });
