export { vars } from './contract.css.ts';
export { darkThemeClass, lightThemeClass } from './themes.css.ts';

export type ThemeName = 'light' | 'dark';
