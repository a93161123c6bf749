import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, space } from '../../tokens/tokens.ts';

/** Layout shared by Checkbox, Switch and radio options: control, then label and hint. */
export const choice = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm });

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  paddingTop: '1px',
});

export const choiceLabel = style({
  fontSize: fontSizes.md,
  fontWeight: fontWeights.regular,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '[data-disabled] &, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const choiceHint = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });

export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
