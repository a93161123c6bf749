import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';
import { adornedControl, adornedInput, adornment } from '../private/adornment.css.ts';

/** The input and its calendar button share one box (see private/adornment.css.ts). */
export const control = adornedControl;

export const input = style([adornedInput, { fontVariantNumeric: 'tabular-nums' }]);

export const calendarButton = style([
  adornment,
  { selectors: { '&:hover:not(:disabled)': { background: vars.color.surface } } },
]);

export const popover = style({ padding: space.sm, minWidth: 'auto' });

export const loading = style({ display: 'grid', placeItems: 'center', width: '17rem', height: '18rem' });

export const calendar = style({ fontSize: fontSizes.sm, color: vars.color.text });

export const months = style({ position: 'relative' });

export const month = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  height: '36px',
  paddingLeft: space.sm,
});

export const captionLabel = style({ fontWeight: fontWeights.semibold, fontSize: fontSizes.md });

export const nav = style({ position: 'absolute', top: 0, right: 0, display: 'flex', gap: space.xs });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: radii.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
  },
});

export const chevron = style({ fill: 'currentColor', width: '18px', height: '18px' });

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: '36px',
  height: '28px',
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const day = style({ padding: '1px', textAlign: 'center' });

export const dayButton = style({
  width: '36px',
  height: '36px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: radii.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const today = style({ fontWeight: fontWeights.bold });

globalStyle(`${today} > button`, { borderColor: vars.color.border });

export const selected = style({});

globalStyle(`${selected} > button, ${selected} > button:hover:not(:disabled)`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const outside = style({ color: vars.color.textMuted });

export const disabled = style({ color: vars.color.textMuted, opacity: 0.5 });

export const hidden = style({ visibility: 'hidden' });
