import i18next, { type i18n, type Resource } from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import HttpBackend from 'i18next-http-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, NAMESPACES, SUPPORTED_LANGUAGES, type Language } from '@/shared/locale';

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
  const cacheAvailable = typeof localStorage !== 'undefined';
  if (!resources) instance.use(ChainedBackend);
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...namespaces],
    defaultNS: 'app_terms',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    ...(resources
      ? { resources, partialBundledLanguages: true }
      : {
          backend: {
            backends: cacheAvailable ? [LocalStorageBackend, HttpBackend] : [HttpBackend],
            backendOptions: [
              ...(cacheAvailable ? [{ prefix: 'eg_i18n_', expirationTime: TRANSLATION_CACHE_MS }] : []),
              { loadPath: '/locales/{{lng}}/{{ns}}.json' },
            ],
          },
        }),
  });
  return instance;
}

export { NAMESPACES };
