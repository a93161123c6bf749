import { style } from '@vanilla-extract/css';
import { space } from '@emotion-guru/ui/tokens';

export const main = style({
  flex: 1,
  padding: space.xl,
  // Room to scroll the page's last controls above any toasts (see app/styles/global.css.ts).
  paddingBottom: `calc(${space.xl} + var(--eg-toast-inset, 0px))`,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  // On paper the page's own margins (@page) are the only ones.
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});
