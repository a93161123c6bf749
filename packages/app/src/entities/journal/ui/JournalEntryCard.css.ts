import { style } from '@vanilla-extract/css';
import { space } from '@emotion-guru/ui/tokens';

export {
  actions,
  card,
  header,
  meta,
  muted,
  notice,
  text as paragraph,
  inlineList as tagList,
  title,
} from '@/shared/ui/entry-card.css.ts';
export const content = style({ display: 'grid', gap: space.xs, margin: 0 });
