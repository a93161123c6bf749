export const SUPPORTED_LANGUAGES = ['en-US', 'tr-TR'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export const NAMESPACES = ['landing', 'app_terms', 'app_content', 'blog', 'docs'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
