/**
 * Tokens, the theme contract and layout helpers without any React: for `.css.ts` files of apps built on
 * this design system (`import { vars, space, minWidthQuery } from '@emotion-guru/ui/tokens'`).
 *
 * It re-exports no `.css.ts` module that has CSS of its own besides the theme contract: vanilla-extract's
 * compiler (0.7) evaluates this entry while compiling each importing `.css.ts`, and a style module first
 * evaluated that way is later compiled without its CSS import. `sprinkles` lost all its CSS so whenever an
 * app's `.css.ts` compiled first; it is exported from the main entry only (tokens.test.ts).
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
