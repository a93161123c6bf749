// shared/locale, not the i18n barrel: the prerendered pages' boot script (boot.ts) runs this before the
// app loads, and the barrel would bring i18next and the app's models with it.
import { detectLanguage, LANGUAGE_STORAGE_KEY, localizePath, parseLocalePath } from '@/shared/locale';

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * First-load locale detection (spec section 2): a URL without a locale segment is shown in the stored
 * language, else the browser's, else English. Returns the URL to replace the current one with, or
 * undefined when it is already right. It runs once, before the router starts; after that the URL rules.
 */
export function localeRedirectFor(
  location: LocationLike,
  storedLanguage: string | null,
  browserLanguages: readonly string[],
): string | undefined {
  if (parseLocalePath(location.pathname).language) return undefined;
  const preferred = detectLanguage(storedLanguage, browserLanguages);
  const target = localizePath(location.pathname, preferred);
  return target === location.pathname ? undefined : `${target}${location.search}${location.hash}`;
}

export { LANGUAGE_STORAGE_KEY };
