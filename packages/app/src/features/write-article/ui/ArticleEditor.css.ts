import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

export const loading = style({ display: 'grid', gap: space.lg });
export const link = style({ color: vars.color.primary, fontWeight: fontWeights.semibold });

export const form = style({ display: 'grid', gap: space.xl, minWidth: 0 });
export const section = style({
  display: 'grid',
  gap: space.lg,
  padding: space.lg,
  margin: 0,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  background: vars.color.surface,
});
export const legend = style({
  padding: `0 ${space.xs}`,
  fontWeight: fontWeights.bold,
  fontSize: fontSizes.lg,
});
export const panel = style({ display: 'grid', gap: space.lg, paddingTop: space.lg, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const alert = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  padding: space.md,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
});
export const alertTitle = style({ margin: 0, fontWeight: fontWeights.bold, color: vars.color.danger });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.md,
  position: 'sticky',
  bottom: 0,
  padding: `${space.md} 0`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
});
export const terms = style({ display: 'grid', gap: space.sm, padding: 0, margin: 0, listStyle: 'none' });
export const newTerm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.sm });
export const newTermInput = style({ flex: '1 1 12rem', minWidth: 0 });
export const cover = style({
  display: 'block',
  width: '100%',
  maxWidth: '24rem',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const editorFallback = style({ minHeight: '20rem' });
export const previewCover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: radii.lg,
});
export const previewLead = style({ margin: 0, fontSize: fontSizes.lg, color: vars.color.textMuted });
