export { TRANSLATION_CACHE_MS, createI18n } from './create-i18n.ts';
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
} from '@/shared/locale';
export {
  languageOfPrefix,
  localePrefix,
  localizePath,
  parseLocalePath,
  type LocalePath,
} from '@/shared/locale';
export { $i18n, $language, i18nAttached, languageRoutedFx, languageSelected } from './model.ts';
export type { KeysUnder, TranslationKey } from './keys.ts';
