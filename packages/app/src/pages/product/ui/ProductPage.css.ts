import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, space, vars } from '@emotion-guru/ui/tokens';
import { cardList, iconTile, panel as pagePanel, surfaceCard } from '@/shared/ui/page.css.ts';
import { fitColumns } from '@/shared/ui/fit-columns.ts';

const tint = (alpha: number) => `color-mix(in srgb, ${vars.color.primary} ${String(alpha)}%, transparent)`;

export const modules = style([cardList, { gridTemplateColumns: fitColumns('20rem') }]);
export const module = style([surfaceCard, { scrollMarginTop: '5rem' }]);
export const moduleTitle = style({ fontSize: fontSizes.xl, lineHeight: 1.25 });
export const moduleBody = style({ color: vars.color.textMuted, lineHeight: 1.6 });
export const icon = style([iconTile, { width: '3rem', height: '3rem' }]);
export const points = style({
  display: 'grid',
  gap: space.xs,
  paddingInlineStart: space.xl,
  lineHeight: 1.5,
});
export const band = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: fitColumns('22rem'),
  alignItems: 'start',
});
/** The page's surface panel, on a faint tint of the primary colour instead. */
export const panel = style([
  pagePanel,
  {
    display: 'grid',
    gap: space.md,
    background: `linear-gradient(135deg, ${tint(12)}, transparent)`,
    lineHeight: 1.6,
  },
]);
globalStyle(`${panel} > *`, { margin: 0 });
export const panelTitle = style({ fontSize: fontSizes.xl });
export const closing = style({ display: 'grid', gap: space.lg, justifyItems: 'center', textAlign: 'center' });
globalStyle(`${closing} > *`, { margin: 0 });
