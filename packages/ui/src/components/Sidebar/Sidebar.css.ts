import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { durations, fontSizes, fontWeights, radii, space, zIndices } from '../../tokens/tokens.ts';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from './sidebarState.ts';

export const wrapper = style({ display: 'flex', minHeight: '100vh', width: '100%' });

export const inset = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const aside = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndices.sticky,
  height: '100vh',
  flexShrink: 0,
  width: SIDEBAR_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  transition: `width ${durations.normal}`,
  selectors: { '&[data-state="collapsed"]': { width: SIDEBAR_WIDTH_COLLAPSED } },
  '@media': {
    // The drawer replaces it; hidden by CSS too, so a server-rendered page does not flash it.
    '(max-width: 767px)': { display: 'none' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Navigation has no use on paper: a printed page is its content.
    print: { display: 'none' },
  },
});

/** The content of the sidebar, shared by the docked panel and the drawer. */
export const panel = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });

const collapsed = `${aside}[data-state="collapsed"]`;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '56px',
  padding: `${space.sm} ${space.md}`,
  selectors: { [`${collapsed} &`]: { padding: `${space.sm} ${space.xs}`, justifyContent: 'center' } },
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${space.sm} ${space.sm}`,
  selectors: { [`${collapsed} &`]: { padding: `${space.sm} ${space.xs}` } },
});

export const section = style({ marginBottom: space.md });

export const sectionTitle = style({
  margin: 0,
  padding: `${space.xs} ${space.sm}`,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/** Out of sight but still read: section titles and item labels keep naming things when collapsed. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  width: '100%',
  minHeight: '40px',
  padding: `${space.sm} ${space.md}`,
  border: 'none',
  borderRadius: radii.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSizes.sm,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: fontWeights.semibold,
    },
    [`${collapsed} &`]: { justifyContent: 'center', padding: space.sm, gap: 0 },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: fontSizes.lg,
  width: '1.25rem',
  justifyContent: 'center',
});

export const itemLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: space.md,
  selectors: { [`${collapsed} &`]: { padding: `${space.md} ${space.xs}` } },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  selectors: { [`${collapsed} &`]: { flexDirection: 'column' } },
});

export const userText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const userName = style({
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userEmail = style({
  fontSize: fontSizes.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
