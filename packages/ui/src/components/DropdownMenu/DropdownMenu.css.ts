import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../tokens/tokens.ts';

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '36px',
  padding: `${space.xs} ${space.sm}`,
  paddingLeft: space.xl,
  borderRadius: radii.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const danger = style({
  color: vars.color.danger,
  selectors: { '&[data-highlighted]': { background: vars.color.danger, color: vars.color.onDanger } },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0, fontSize: fontSizes.md });

export const indicator = style({
  position: 'absolute',
  left: space.xs,
  display: 'inline-flex',
  fontSize: fontSizes.md,
});

export const label = style({
  padding: `${space.xs} ${space.sm}`,
  paddingLeft: space.xl,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.semibold,
  color: vars.color.textMuted,
});

export const separator = style({ height: '1px', margin: `${space.xs} 0`, background: vars.color.border });
