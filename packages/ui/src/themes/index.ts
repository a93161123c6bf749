export { vars } from './contract.css.ts';
export { darkThemeClass, lightThemeClass } from './themes.css.ts';
export {
  applyTheme,
  darkSchemeQuery,
  resolveTheme,
  themeClass,
  themeClassNames,
  type ThemeName,
  type ThemePreference,
} from './theme.ts';
export { ThemeProvider, useTheme, type ThemeProviderProps } from './ThemeProvider.tsx';
