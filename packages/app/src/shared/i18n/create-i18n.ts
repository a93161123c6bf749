import i18next, { type i18n, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, NAMESPACES, SUPPORTED_LANGUAGES, type Language } from '@/shared/locale';
import { browserStorage, createTranslationLoader } from './translation-loader.ts';

/** Translations are cached in the browser for one hour (spec section 9), then fetched again. */
export const TRANSLATION_CACHE_MS = 60 * 60 * 1000;

interface CreateI18nOptions {
  language?: Language;
  /** Preloaded translations (tests, prerendering); without them they load from /locales over HTTP. */
  resources?: Resource;
  /** Namespaces to load before the first render. */
  namespaces?: readonly string[];
}

/** A fresh i18next instance per app (and per prerendered page), never a module-level singleton. */
export async function createI18n({
  language = DEFAULT_LANGUAGE,
  resources,
  namespaces = ['app_terms', 'app_content', 'landing'],
}: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (!resources) {
    instance.use(
      resourcesToBackend(
        createTranslationLoader(TRANSLATION_CACHE_MS, {
          fetch: (url) => fetch(url),
          storage: browserStorage(),
          now: () => Date.now(),
        }),
      ),
    );
  }
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...namespaces],
    defaultNS: 'app_terms',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    ...(resources ? { resources, partialBundledLanguages: true } : {}),
  });
  return instance;
}

export { NAMESPACES };
