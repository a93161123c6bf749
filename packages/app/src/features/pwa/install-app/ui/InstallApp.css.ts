import { style } from '@vanilla-extract/css';
import { fontSizes, fontWeights, radii, space, vars } from '@emotion-guru/ui/tokens';

export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.sm} ${space.md}`,
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: fontSizes.sm,
  '@media': { print: { display: 'none' } },
});

export const offerText = style({ flex: '1 1 16rem', margin: 0 });

export const offerTitle = style({ fontWeight: fontWeights.semibold });

export const offerActions = style({ display: 'flex', gap: space.sm });

export const steps = style({
  display: 'grid',
  gap: space.md,
  margin: 0,
  paddingInlineStart: space.lg,
});

export const step = style({ paddingInlineStart: space.xs, lineHeight: 1.5 });

export const stepText = style({ verticalAlign: 'middle' });

export const icon = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  marginInlineEnd: space.sm,
  verticalAlign: '-0.25em',
  padding: '0.1em',
  borderRadius: radii.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
});
