/**
 * Tokens and the theme contract without any React: for `.css.ts` files of apps built on this design
 * system (`import { vars, space } from '@emotion-guru/ui/tokens'`).
 */
export * from './tokens/tokens.ts';
export { vars } from './themes/contract.css.ts';
