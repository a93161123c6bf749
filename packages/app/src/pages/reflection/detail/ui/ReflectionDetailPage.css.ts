import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '48rem' });
export const back = style({ color: vars.color.primary, fontWeight: 600, justifySelf: 'start' });
export const header = style({ display: 'grid', gap: space.sm });
export const title = style({ margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
export const section = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
});
export const sectionTitle = style({ margin: 0, fontSize: fontSizes.lg });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const notice = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const link = style({ color: vars.color.primary, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const state = style({
  display: 'grid',
  gap: space.md,
  justifyItems: 'start',
  maxWidth: '40rem',
  padding: space.xl,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: radii.md,
});
export { primaryLink } from '@/shared/ui/app-page.css.ts';
