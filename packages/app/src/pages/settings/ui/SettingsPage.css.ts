import { style } from '@vanilla-extract/css';
import { space } from '@emotion-guru/ui/tokens';
import { panel } from '@/shared/ui/page.css.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '40rem' });
export const section = style([panel, { display: 'grid', gap: space.md }]);
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.lg,
});
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
