import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  applyTheme,
  darkSchemeQuery,
  resolveTheme,
  themeClass,
  type ThemeName,
  type ThemePreference,
} from './theme.ts';

interface ThemeContextValue {
  /** The theme in effect. */
  theme: ThemeName;
  /** What was asked for (may be `system`). */
  preference: ThemePreference;
}

const ThemeContext = createContext<ThemeContextValue>({ theme: 'light', preference: 'light' });

// Layout effect in the browser so the class changes before paint; plain effect when prerendering.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia(darkSchemeQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystemScheme,
    () => window.matchMedia(darkSchemeQuery).matches,
    () => false,
  );
}

export interface ThemeProviderProps {
  /** The person's choice; the app stores it (cookie, local storage, profile) and passes it in. */
  theme: ThemePreference;
  /**
   * `document` (default) puts the theme class on <html>, so portals (dialogs, menus, toasts) and the page
   * background follow. `subtree` wraps the children in a <div> with the class instead.
   */
  scope?: 'document' | 'subtree';
  children?: ReactNode;
}

/** Applies a theme and tells components which one is in effect (`useTheme`). Holds no state of its own. */
export function ThemeProvider({ theme: preference, scope = 'document', children }: ThemeProviderProps) {
  const systemPrefersDark = useSystemPrefersDark();
  const theme = resolveTheme(preference, systemPrefersDark);
  const value = useMemo(() => ({ theme, preference }), [theme, preference]);

  useIsomorphicLayoutEffect(() => {
    if (scope === 'document') applyTheme(document.documentElement, theme);
  }, [scope, theme]);

  return (
    <ThemeContext.Provider value={value}>
      {scope === 'subtree' ? <div className={themeClass(theme)}>{children}</div> : children}
    </ThemeContext.Provider>
  );
}

/** The theme in effect and the preference it came from; `light` outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
