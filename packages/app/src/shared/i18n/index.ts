export { TRANSLATION_CACHE_MS, createI18n } from './create-i18n.ts';
export { usePageTranslations } from './page-translations.ts';
// The languages and their URL prefixes, kept without i18next in shared/locale (the boot script uses them).
export * from '@/shared/locale';
export { $i18n, $language, i18nAttached, languageRoutedFx, languageSelected } from './model.ts';
export type { KeysUnder, TranslationKey } from './keys.ts';
