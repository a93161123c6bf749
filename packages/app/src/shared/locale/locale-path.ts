import { DEFAULT_LANGUAGE, matchLanguage, type Language } from './languages.ts';

/**
 * URL prefixes: English has none, Turkish is `/tr`. The full tags (`/en-US`, `/tr-TR`) are accepted in
 * URLs but redirect to the canonical form.
 */
const PREFIX_BY_LANGUAGE: Record<Language, string | undefined> = { 'en-US': undefined, 'tr-TR': 'tr' };

export function localePrefix(language: Language): string | undefined {
  return PREFIX_BY_LANGUAGE[language];
}

/** The language of a canonical URL prefix (`tr`), or undefined for none or a non-canonical one. */
export function languageOfPrefix(prefix: string | undefined): Language | undefined {
  if (prefix === undefined) return DEFAULT_LANGUAGE;
  return (Object.keys(PREFIX_BY_LANGUAGE) as Language[]).find(
    (language) => PREFIX_BY_LANGUAGE[language] === prefix,
  );
}

export interface LocalePath {
  /** The language named by the first segment, or undefined when the path has no locale segment. */
  language: Language | undefined;
  /** The path without its locale segment, always starting with `/`. */
  rest: string;
  /** Whether the locale segment is in its canonical form (`tr`, or none for English). */
  canonical: boolean;
}

const LOCALE_SEGMENT = /^\/([a-z]{2})(?:-([a-z]{2}))?(?=\/|$)/i;

/** Splits `/tr/app/dashboard` into `tr-TR` and `/app/dashboard`. Unknown two-letter segments are not locales. */
export function parseLocalePath(pathname: string): LocalePath {
  const match = LOCALE_SEGMENT.exec(pathname);
  const segment = match?.[0].slice(1);
  const language = matchLanguage(segment);
  if (!match || !language) return { language: undefined, rest: pathname || '/', canonical: true };
  // A region that is not the language's own (`/tr-DE`) is not ours: leave the path alone.
  if (match[2] && segment?.toLowerCase() !== language.toLowerCase()) {
    return { language: undefined, rest: pathname, canonical: true };
  }
  const rest = pathname.slice(match[0].length) || '/';
  return { language, rest, canonical: segment === localePrefix(language) };
}

/** `/app/dashboard` in Turkish is `/tr/app/dashboard`; in English it stays as it is. */
export function localizePath(path: string, language: Language): string {
  const { rest } = parseLocalePath(path);
  const prefix = localePrefix(language);
  if (!prefix) return rest;
  return rest === '/' ? `/${prefix}` : `/${prefix}${rest}`;
}
