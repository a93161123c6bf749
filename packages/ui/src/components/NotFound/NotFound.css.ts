import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { messageDescription, messagePage, messageTitle } from '../private/message-page.css.ts';
import { fontWeights, space } from '../../tokens/tokens.ts';

export const root = messagePage;

export const code = style({
  margin: 0,
  fontSize: '4rem',
  fontWeight: fontWeights.bold,
  lineHeight: 1,
  color: vars.color.primary,
});

export const title = messageTitle;

export const description = messageDescription;

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.sm,
  marginTop: space.sm,
  '@media': { '(max-width: 639px)': { flexDirection: 'column', alignSelf: 'stretch' } },
});

export const link = style({ textDecoration: 'none' });
