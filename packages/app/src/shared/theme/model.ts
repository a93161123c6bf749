import { createEffect, createEvent, createStore, sample } from 'effector';
import { localStorageOrUndefined, prefersDarkColorScheme } from '../lib/browser/index.ts';

export type Theme = 'light' | 'dark';

/** Read by the inline script in index.html too, to paint the right theme before the first frame. */
export const THEME_STORAGE_KEY = 'eg_theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The theme the page already shows (set before first paint by index.html's script), else the system's. */
export function readInitialTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  const painted = document.documentElement.dataset['theme'];
  if (isTheme(painted)) return painted;
  return prefersDarkColorScheme() ? 'dark' : 'light';
}

export const $theme = createStore<Theme>('light');

export const themeInitialized = createEvent<Theme>();
export const themeChosen = createEvent<Theme>();
export const themeToggled = createEvent();

export const applyThemeFx = createEffect((theme: Theme) => {
  if (typeof document !== 'undefined') document.documentElement.dataset['theme'] = theme;
});

export const persistThemeFx = createEffect((theme: Theme) => {
  localStorageOrUndefined()?.setItem(THEME_STORAGE_KEY, theme);
});

sample({ clock: themeInitialized, target: $theme });
sample({ clock: themeChosen, target: $theme });
sample({
  clock: themeToggled,
  source: $theme,
  fn: (theme): Theme => (theme === 'dark' ? 'light' : 'dark'),
  target: themeChosen,
});
sample({ clock: themeChosen, target: [applyThemeFx, persistThemeFx] });
sample({ clock: themeInitialized, target: applyThemeFx });
