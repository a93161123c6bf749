import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { fontSizes, fontWeights, space } from '../../tokens/tokens.ts';

/** The centred full-page message that NotFound and PageLoadError share: mark, title, text, actions. */
export const messagePage = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: space.xl,
  textAlign: 'center',
});

export const messageTitle = style({ margin: 0, fontSize: fontSizes.xxl, fontWeight: fontWeights.bold });

export const messageDescription = style({ margin: 0, maxWidth: '32rem', color: vars.color.textMuted });
