import './global.css.ts';

export * from './tokens/tokens.ts';
export { contrastRatio, relativeLuminance } from './tokens/contrast.ts';
export * from './themes/index.ts';
export * from './components/Button/index.ts';
export * from './composites.ts';
