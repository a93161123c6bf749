import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { messageDescription, messagePage, messageTitle } from '../private/message-page.css.ts';
import { fontSizes, radii } from '../../tokens/tokens.ts';

export const root = messagePage;

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: radii.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: fontSizes.xxl,
});

export const title = messageTitle;

export const description = messageDescription;

export const countdown = style({
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
