export const SUPPORTED_LANGUAGES = ['en-US', 'tr-TR'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** The key under which the user's language choice is stored (spec section 9). */
export const LANGUAGE_STORAGE_KEY = 'gsb_lang_code';

export const NAMESPACES = [
  'landing',
  'app_terms',
  'app_content',
  'blog',
  'blog-editor',
  'docs',
  'site',
  'legal',
  'reflection-wizard',
  'reflection',
  'groups',
  'chat',
  'insights',
  'billing',
  'onboarding',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Native names, as the language switcher shows them. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-US': 'English', 'tr-TR': 'Türkçe' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (`tr`, `tr-TR`, `en-GB`) to a supported language, if any. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase().startsWith(`${primary ?? ''}-`));
}

/**
 * The language for a first visit without a locale in the URL: the stored choice, else the first browser
 * language we support, else English.
 */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
