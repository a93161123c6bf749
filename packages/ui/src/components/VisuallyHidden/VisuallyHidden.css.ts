import { style } from '@vanilla-extract/css';

export const focusableHidden = style({
  selectors: {
    '&:not(:focus-within)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
