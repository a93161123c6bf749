import { style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

export { header, page, subtitle, title, titleBlock } from '@/shared/ui/app-page.css.ts';
export const headerActions = style({
  display: 'flex',
  gap: space.sm,
  flexWrap: 'wrap',
  alignItems: 'center',
});
export const layout = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});
export const panel = style({
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  background: vars.color.surface,
  minWidth: 0,
});
export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const panelTitle = style({ margin: 0, fontSize: fontSizes.lg, overflowWrap: 'anywhere' });
export const chatList = style({ display: 'grid', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chatItem = style({
  inlineSize: '100%',
  textAlign: 'start',
  padding: `${space.sm} ${space.md}`,
  border: '1px solid transparent',
  borderRadius: radii.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const messages = style({ display: 'grid', gap: space.md });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: space.xs, flexWrap: 'wrap' });
