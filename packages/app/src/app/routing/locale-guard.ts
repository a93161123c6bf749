import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { DEFAULT_LANGUAGE, localizePath, parseLocalePath, type Language } from '@/shared/i18n';

/**
 * Resolves the language of a URL for the `{-$locale}` layout route: an unknown first segment that
 * would otherwise be taken for a locale is a 404; a full tag (`/tr-TR/...`, `/en-US/...`) redirects
 * to the canonical form (`/tr/...`, `/...`).
 */
export function resolveRouteLanguage(
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>,
  localeParam: string | undefined,
): Language {
  const { language, rest, canonical } = parseLocalePath(location.pathname);
  if (localeParam !== undefined && !language) throw notFound();
  if (language && !canonical) {
    const hash = location.hash ? `#${location.hash}` : '';
    throw redirect({ href: `${localizePath(rest, language)}${location.searchStr}${hash}`, replace: true });
  }
  return language ?? DEFAULT_LANGUAGE;
}
