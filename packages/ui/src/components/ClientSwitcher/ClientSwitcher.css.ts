import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, space } from '../../tokens/tokens.ts';

export const trigger = style({ maxWidth: '16rem', justifyContent: 'flex-start' });

export const triggerName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menu = style({ minWidth: '16rem' });

export const current = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.sm} ${space.sm}`,
});

export const person = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const personName = style({ fontWeight: fontWeights.semibold, fontSize: fontSizes.sm });

export const personEmail = style({
  fontSize: fontSizes.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** Items carry an avatar as icon: pull them back to the left edge. */
export const clientItem = style({ paddingLeft: space.sm });
