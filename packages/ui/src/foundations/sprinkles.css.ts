import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css.ts';
import { radii, space } from '../tokens/tokens.ts';
import { breakpoints } from './breakpoints.ts';

/**
 * Layout atoms with responsive values keyed by screen-size class, mobile first:
 * `sprinkles({ display: { small: 'none', large: 'flex' }, gap: 'md' })`.
 */
const responsiveLayout = defineProperties({
  conditions: {
    small: {},
    medium: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    large: { '@media': `screen and (min-width: ${breakpoints.xl}px)` },
  },
  defaultCondition: 'small',
  responsiveArray: ['small', 'medium', 'large'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['left', 'center', 'right'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    width: { auto: 'auto', full: '100%' },
    maxWidth: { full: '100%', prose: '65ch', content: '72rem' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surface = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, primary: vars.color.primary },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
    },
    borderRadius: radii,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

export const sprinkles = createSprinkles(responsiveLayout, surface);

export type Sprinkles = Parameters<typeof sprinkles>[0];
