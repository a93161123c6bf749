/**
 * Tokens, the theme contract and layout helpers without any React: for `.css.ts` files of apps built on
 * this design system (`import { vars, space, minWidthQuery } from '@emotion-guru/ui/tokens'`).
 */
export * from './tokens/tokens.ts';
export { vars } from './themes/contract.css.ts';
export {
  breakpoints,
  minWidthQuery,
  screenSizeFor,
  screenSizeQueries,
  type Breakpoint,
  type ScreenSize,
} from './foundations/breakpoints.ts';
export { motion, reducedMotionQuery } from './foundations/motion.ts';
export { sprinkles, type Sprinkles } from './foundations/sprinkles.css.ts';
