import { globalStyle, style } from '@vanilla-extract/css';
import { fontSizes, radii, space, vars } from '@emotion-guru/ui/tokens';

/** An article's text, as readers see it (the article page and the editor's preview). */
export const body = style({ fontSize: fontSizes.lg, lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${body} > * + *`, { marginTop: space.lg });
globalStyle(`${body} h2, ${body} h3`, { lineHeight: 1.25, marginTop: space.xxl });
globalStyle(`${body} a`, { color: vars.color.primary });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: radii.md });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingLeft: space.lg,
  borderLeft: `4px solid ${vars.color.primary}`,
  color: vars.color.textMuted,
});
globalStyle(`${body} pre`, {
  overflowX: 'auto',
  padding: space.md,
  background: vars.color.surfaceRaised,
  borderRadius: radii.md,
});
globalStyle(`${body} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: space.sm,
  textAlign: 'start',
});
