import { globalStyle, style } from '@vanilla-extract/css';

// On a phone the header also holds the menu, language, theme and account buttons: the client's name
// gives way (it is truncated with an ellipsis) before the page scrolls sideways.
export const slot = style({
  display: 'flex',
  minWidth: 0,
  '@media': { 'screen and (max-width: 30rem)': { maxWidth: '32vw' } },
});

// The design system's trigger button: allowed to be narrower than its content inside the slot.
globalStyle(`${slot} > button`, { minWidth: 0, maxWidth: '100%' });
