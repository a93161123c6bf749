import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const message = style({
  display: 'grid',
  gap: space.xs,
  maxWidth: 'min(42rem, 100%)',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const fromUser = style({ justifySelf: 'end', background: vars.color.surfaceRaised });
export const fromAssistant = style({ justifySelf: 'start', background: vars.color.surface });
export const author = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });
export const markdown = style({ display: 'grid', gap: space.sm });
globalStyle(`${markdown} > *`, { margin: 0 });
export const userText = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const messageActions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.xs });
export const reminder = style({
  margin: 0,
  padding: `${space.xs} ${space.md}`,
  justifySelf: 'center',
  textAlign: 'center',
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  borderRadius: radii.full,
  border: `1px dashed ${vars.color.border}`,
});
export const help = style({ display: 'grid', gap: space.md });
export const helpHeading = style({ margin: 0, fontSize: fontSizes.lg });
export const helpText = style({ margin: 0 });
export const numbers = style({ display: 'grid', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const number = style({ fontSize: fontSizes.xl, fontWeight: 700, color: vars.color.text });
export const steps = style({ display: 'grid', gap: space.xs, margin: 0, paddingInlineStart: space.xl });
