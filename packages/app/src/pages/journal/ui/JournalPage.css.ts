import { style } from '@vanilla-extract/css';
import { space } from '@emotion-guru/ui/tokens';
import { filterPanel } from '@/shared/ui/app-page.css.ts';

export {
  header,
  link,
  list,
  notice,
  page,
  pager,
  subtitle,
  title,
  titleBlock,
} from '@/shared/ui/app-page.css.ts';
export const headerActions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
export const filters = style([filterPanel, { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' }]);
