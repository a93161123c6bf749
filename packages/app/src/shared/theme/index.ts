export {
  $theme,
  THEME_STORAGE_KEY,
  isTheme,
  readInitialTheme,
  themeChosen,
  themeInitialized,
  themeToggled,
  type Theme,
} from './model.ts';
