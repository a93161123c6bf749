import { style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';
import { panel } from '@/shared/ui/page.css.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '56rem' });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });
export const intro = style({ margin: 0, color: vars.color.textMuted, flexBasis: '100%' });
export const section = style([panel, { display: 'grid', gap: space.md }]);
export const overall = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  fontSize: fontSizes.lg,
});
export const checked = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSizes.sm });
