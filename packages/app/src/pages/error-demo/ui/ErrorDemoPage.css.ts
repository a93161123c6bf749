import { globalStyle, style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const demo = style({ display: 'grid', gap: space.lg });
globalStyle(`${demo} > :is(h2, p)`, { margin: 0 });
/** The preview sits in a dashed frame, so nobody mistakes it for a real failure of this page. */
export const frame = style({
  padding: space.lg,
  borderRadius: radii.xl,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.background,
});
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, alignItems: 'center' });
export const outcome = style({ margin: 0, fontWeight: 600, color: vars.color.text, minHeight: '1.5em' });
