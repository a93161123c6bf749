import { keyframes, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const composer = style({ display: 'grid', gap: space.sm });
export const form = style({ display: 'grid', gap: space.xs, justifyItems: 'stretch' });
export const label = style({ fontWeight: 600 });
export const hint = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });
export const typing = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  color: vars.color.textMuted,
});
const pulse = keyframes({ '0%, 100%': { opacity: 0.3 }, '50%': { opacity: 1 } });
export const dots = style({
  inlineSize: '2rem',
  blockSize: '0.5rem',
  borderRadius: radii.full,
  background: `radial-gradient(circle, ${vars.color.textMuted} 40%, transparent 42%) 0 0 / 0.66rem 0.5rem repeat-x`,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const failure = style({
  display: 'grid',
  gap: space.xs,
  justifyItems: 'start',
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.danger}`,
});
export const failureText = style({ margin: 0 });
export const stopped = style({
  display: 'grid',
  gap: space.xs,
  justifyItems: 'start',
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
});
