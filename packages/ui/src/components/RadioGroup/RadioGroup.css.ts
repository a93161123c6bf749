import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';
import { focusRing } from '../private/choice.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  border: 0,
  padding: 0,
});

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: space.lg });

export const legend = style({
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.medium,
  marginBottom: space.xs,
});

export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: radii.full,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: radii.full,
  background: vars.color.primary,
});

export const error = style({
  margin: 0,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.medium,
  color: vars.color.danger,
});
