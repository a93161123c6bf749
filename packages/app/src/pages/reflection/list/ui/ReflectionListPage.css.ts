import { style } from '@vanilla-extract/css';
import { filterPanel } from '@/shared/ui/app-page.css.ts';

export {
  header,
  link,
  list,
  notice,
  page,
  pager,
  primaryLink,
  subtitle,
  title,
  titleBlock,
} from '@/shared/ui/app-page.css.ts';
export const filters = style([filterPanel, { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }]);
