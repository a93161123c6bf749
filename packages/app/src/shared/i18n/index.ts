export { createI18n } from './create-i18n.ts';
export {
  DEFAULT_LANGUAGE,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  isLanguage,
  type Language,
  type Namespace,
} from './languages.ts';
