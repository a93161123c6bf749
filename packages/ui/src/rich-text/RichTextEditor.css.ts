import { globalStyle, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../foundations/motion.ts';
import { vars } from '../themes/contract.css.ts';
import { durations, fontSizes, fontWeights, fonts, lineHeights, radii, space } from '../tokens/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

/**
 * The toolbar and the editable region in one bordered box, like a form control. A block, not a flex box:
 * Chrome misplaces the caret of a content-editable flex item when a click lands outside it.
 */
export const frame = style({
  display: 'block',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${durations.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.textMuted },
    '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

/** Wraps onto more rows on a narrow screen; every button keeps its 32 px target. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xxs,
  padding: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTopLeftRadius: radii.md,
  borderTopRightRadius: radii.md,
  background: vars.color.background,
});

export const toolbarButton = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-pressed="true"]:hover:not(:disabled)': { background: vars.color.primaryHover },
  },
});

export const separator = style({
  width: '1px',
  alignSelf: 'stretch',
  margin: `${space.xxs} ${space.xxs}`,
  background: vars.color.border,
});

export const editable = style({
  minHeight: '16rem',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: `${space.md} ${space.lg}`,
  borderBottomLeftRadius: radii.md,
  borderBottomRightRadius: radii.md,
  fontSize: fontSizes.md,
  lineHeight: lineHeights.relaxed,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[contenteditable="false"]': { cursor: 'not-allowed' },
  },
});

/** Lexical's code block (a `<code>` element of its own). */
export const codeBlock = style({
  display: 'block',
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  whiteSpace: 'pre',
  overflowX: 'auto',
  tabSize: 2,
});

// Content: what the article will look like, readable in both themes.
globalStyle(`${editable} > * + *`, { marginTop: space.md });
globalStyle(`${editable} h2`, {
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
  marginTop: space.xl,
});
globalStyle(`${editable} h3`, {
  fontSize: fontSizes.lg,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
  marginTop: space.lg,
});
globalStyle(`${editable} > :first-child`, { marginTop: 0 });
globalStyle(`${editable} ul, ${editable} ol`, { paddingLeft: space.xl });
globalStyle(`${editable} ul`, { listStyleType: 'disc' });
globalStyle(`${editable} ol`, { listStyleType: 'decimal' });
globalStyle(`${editable} li + li`, { marginTop: space.xxs });
globalStyle(`${editable} blockquote`, {
  marginLeft: 0,
  marginRight: 0,
  paddingLeft: space.md,
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
globalStyle(`${editable} strong`, { fontWeight: fontWeights.bold });
globalStyle(`${editable} em`, { fontStyle: 'italic' });
globalStyle(`${editable} code`, { fontFamily: fonts.mono, fontSize: '0.9em' });
globalStyle(`${editable} code:not(${codeBlock})`, {
  padding: `0 ${space.xxs}`,
  borderRadius: radii.sm,
  background: vars.color.background,
});
globalStyle(`${editable} a`, { color: vars.color.primary, textDecoration: 'underline' });

/** Lexical keeps a nested list in an item of its own, which must not show a bullet. */
export const nestedListItem = style({ listStyleType: 'none' });

export const image = style({ display: 'inline-block', maxWidth: '100%', verticalAlign: 'bottom' });
globalStyle(`${image} img`, { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: radii.sm });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: space.md });
