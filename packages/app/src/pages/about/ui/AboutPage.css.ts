import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';
import { cardList, surfaceCard } from '@/shared/ui/page.css.ts';
import { fitColumns } from '@/shared/ui/fit-columns.ts';

export const cards = style([cardList, { gridTemplateColumns: fitColumns('16rem') }]);
export const card = style([surfaceCard, { gap: space.sm }]);
export const cardTitle = style({ fontSize: fontSizes.lg });
export const cardBody = style({ color: vars.color.textMuted, lineHeight: 1.6 });
export const note = style({
  display: 'grid',
  gap: space.sm,
  padding: space.xl,
  borderRadius: radii.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  lineHeight: 1.6,
});
globalStyle(`${note} > *`, { margin: 0 });
export const care = style([note, { borderInlineStartColor: vars.color.warning }]);
export const two = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: fitColumns('22rem'),
});
