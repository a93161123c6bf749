import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';
import { cardList, surfaceCard } from '@/shared/ui/page.css.ts';

export const plans = style([
  cardList,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))', alignItems: 'stretch' },
]);
export const skeletons = style([
  cardList,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' },
]);

// A column whose action sits at the bottom, so the buttons of cards side by side line up.
export const plan = style([
  surfaceCard,
  { display: 'flex', flexDirection: 'column', gap: space.md, alignContent: 'start' },
]);
globalStyle(`${plan} > *`, { margin: 0 });
/** The signed-in user's plan: the same card with the primary colour's border. */
export const currentPlan = style([plan, { borderColor: vars.color.primary, borderWidth: 2 }]);
export const currentMark = style({
  alignSelf: 'start',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.bold,
});
export const planName = style({ fontSize: fontSizes.xl });
export const price = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: space.xs });
export const amount = style({ fontSize: fontSizes.display, fontWeight: fontWeights.bold, lineHeight: 1.1 });
export const period = style({ color: vars.color.textMuted });
export const yearly = style({ color: vars.color.textMuted, fontSize: fontSizes.sm });
export const referral = style({
  alignSelf: 'start',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.bold,
});
export const description = style({ lineHeight: 1.6 });
export const features = style({
  display: 'grid',
  gap: space.xs,
  paddingInlineStart: space.lg,
  lineHeight: 1.5,
});
export const action = style({ marginTop: 'auto', display: 'grid', gap: space.sm });
