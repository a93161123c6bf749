import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { durations, fontSizes, fontWeights, radii, space, zIndices } from '../../tokens/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(15 23 42 / 0.5)',
  zIndex: zIndices.modal,
  animation: `${fadeIn} ${durations.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: zIndices.modal,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(28rem, calc(100vw - 32px))',
  // On a very short screen the text scrolls and the buttons stay in view.
  maxHeight: 'calc(100dvh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
  borderRadius: radii.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${durations.normal}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  gap: space.md,
  alignItems: 'flex-start',
  minHeight: 0,
  overflowY: 'auto',
});

export const icon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: radii.full,
});

export const iconVariant = styleVariants({
  warning: { background: vars.color.warning, color: vars.color.onWarning },
  destructive: { background: vars.color.danger, color: vars.color.onDanger },
});

export const title = style({ margin: 0, fontSize: fontSizes.lg, fontWeight: fontWeights.semibold });

export const description = style({
  margin: `${space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
});

export const footer = style({
  flex: 'none',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space.sm,
  marginTop: space.sm,
  // On narrow screens the buttons stack, the confirm button on top, each as wide as the dialog.
  '@media': { '(max-width: 639px)': { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

/** Button has no warning variant; the attribute selector outranks its recipe class. */
export const warningAction = style({
  selectors: {
    '&[data-variant="warning"]': { background: vars.color.warning, color: vars.color.onWarning },
  },
});
