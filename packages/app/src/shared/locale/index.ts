/**
 * The languages and their URL prefixes, without i18next: what the prerendered pages' boot script, the
 * build scripts and i18n all need (shared/i18n re-exports it, so the app imports both from there).
 */
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  isLanguage,
  matchLanguage,
  type Language,
  type Namespace,
} from './languages.ts';
export {
  languageOfPrefix,
  localePrefix,
  localizePath,
  parseLocalePath,
  type LocalePath,
} from './locale-path.ts';
