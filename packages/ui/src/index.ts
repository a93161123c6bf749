import './global.css.ts';

export * from './tokens/tokens.ts';
export { contrastRatio, relativeLuminance } from './tokens/contrast.ts';
export * from './themes/index.ts';
export * from './foundations/index.ts';
export * from './components/Avatar/index.ts';
export * from './components/Button/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/DropdownMenu/index.ts';
export * from './components/IconButton/index.ts';
export * from './components/Popover/index.ts';
export * from './components/Sheet/index.ts';
export * from './components/Tooltip/index.ts';
export * from './composites.ts';
