import { style } from '@vanilla-extract/css';
import { radii, space, vars } from '@emotion-guru/ui/tokens';

export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
/** The native file input stays in the page (keyboard and screen readers use it) and looks like a button. */
export const input = style({
  minWidth: 0,
  maxWidth: '100%',
  selectors: {
    '&::file-selector-button': {
      font: 'inherit',
      marginInlineEnd: space.sm,
      padding: `${space.xs} ${space.md}`,
      borderRadius: radii.md,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      color: vars.color.text,
      cursor: 'pointer',
    },
  },
});
export const problem = style({ margin: 0, color: vars.color.danger });
