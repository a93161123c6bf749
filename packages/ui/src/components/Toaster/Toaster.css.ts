import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { durations, easings, fontSizes, fontWeights, radii, space, zIndices } from '../../tokens/tokens.ts';

/** Spec section 9: width 356 px, gap 14 px, bottom right. */
export const TOAST_WIDTH = '356px';
export const TOAST_GAP = '14px';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  right: space.xl,
  bottom: space.xl,
  zIndex: zIndices.toast,
  width: TOAST_WIDTH,
  maxWidth: `calc(100vw - ${space.xxl})`,
  display: 'flex',
  flexDirection: 'column',
  gap: TOAST_GAP,
  // The empty region must not block clicks on the page under it.
  pointerEvents: 'none',
  '@media': {
    '(max-width: 639px)': {
      right: space.lg,
      left: space.lg,
      bottom: space.lg,
      width: 'auto',
      maxWidth: 'none',
    },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  selectors: {
    // While a modal dialog is open, toasts only inform (see Toaster): clicks go through to what is under.
    '[data-modal] > &': { pointerEvents: 'none' },
  },
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: space.md,
  padding: space.lg,
  borderRadius: radii.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  animation: `${slideIn} ${durations.normal} ${easings.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const accent = styleVariants({
  default: { borderLeftColor: vars.color.primary },
  loading: { borderLeftColor: vars.color.primary },
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
  destructive: { borderLeftColor: vars.color.danger },
});

export const icon = style({ display: 'inline-flex', marginTop: '2px' });

export const iconColor = styleVariants({
  default: { color: vars.color.primary },
  loading: { color: vars.color.primary },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  destructive: { color: vars.color.danger },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: fontSizes.sm, fontWeight: fontWeights.semibold });

export const description = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: space.sm, marginTop: space.sm });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: radii.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const spinner = style({
  width: '16px',
  height: '16px',
  borderRadius: radii.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: 'eg-spin 0.8s linear infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
