import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: '-2px',
  right: '-2px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${space.xs}`,
  borderRadius: radii.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.6875rem',
  fontWeight: fontWeights.bold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const menu = style({ width: 'min(22rem, calc(100vw - 16px))', maxHeight: '24rem', overflowY: 'auto' });

export const item = style({ alignItems: 'flex-start', paddingLeft: space.xl });

export const dot = style({
  position: 'absolute',
  left: space.sm,
  top: '14px',
  width: '8px',
  height: '8px',
  borderRadius: radii.full,
  background: vars.color.primary,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const title = style({ fontSize: fontSizes.sm });

export const unreadTitle = style({ fontWeight: fontWeights.semibold });

export const body = style({ fontSize: fontSizes.xs, opacity: 0.85 });

export const time = style({ fontSize: fontSizes.xs, opacity: 0.75 });
