import { darkThemeClass, lightThemeClass } from './themes.css.ts';

export type ThemeName = 'light' | 'dark';
/** What a person chose: a theme, or whatever their operating system prefers. */
export type ThemePreference = ThemeName | 'system';

export const themeClassNames: Record<ThemeName, string> = { light: lightThemeClass, dark: darkThemeClass };

export function themeClass(theme: ThemeName): string {
  return themeClassNames[theme];
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ThemeName {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Puts exactly one theme class on `element` (usually <html>) and keeps `color-scheme` in step. */
export function applyTheme(element: Element, theme: ThemeName): void {
  for (const [name, className] of Object.entries(themeClassNames)) {
    element.classList.toggle(className, name === theme);
  }
}

export const darkSchemeQuery = '(prefers-color-scheme: dark)';
