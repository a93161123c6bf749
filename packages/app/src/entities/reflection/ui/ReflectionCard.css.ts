import { style } from '@vanilla-extract/css';
import { vars } from '@emotion-guru/ui/tokens';

export {
  actions,
  card,
  header,
  inlineList,
  meta,
  muted,
  notice,
  text,
  title,
} from '@/shared/ui/entry-card.css.ts';
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});
