import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { durations, space, zIndices } from '../../tokens/tokens.ts';

export const header = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: zIndices.header,
  borderBottom: '1px solid transparent',
  background: 'transparent',
  transition: `background-color ${durations.normal}, box-shadow ${durations.normal}, border-color ${durations.normal}`,
  selectors: {
    '&[data-scrolled="true"]': {
      background: vars.color.surface,
      borderBottomColor: vars.color.border,
      boxShadow: vars.shadow.sm,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.lg,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${space.md} ${space.lg}`,
  minHeight: '64px',
});

export const brand = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

/** The desktop navigation; below 768 px it moves into the menu sheet. */
export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  flex: 1,
  '@media': { '(max-width: 767px)': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  marginLeft: 'auto',
  '@media': { '(max-width: 767px)': { display: 'none' } },
});

export const menuButton = style({
  marginLeft: 'auto',
  '@media': { '(min-width: 768px)': { display: 'none' } },
});

export const mobileNav = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
