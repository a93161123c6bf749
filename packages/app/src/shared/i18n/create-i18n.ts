import i18next, { type i18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages.ts';

interface CreateI18nOptions {
  language?: Language;
  /** Preloaded translations (tests, prerendering); without them they load from /locales over HTTP. */
  resources?: Resource;
}

/** A fresh i18next instance per app (and per prerendered page), never a module-level singleton. */
export async function createI18n({
  language = DEFAULT_LANGUAGE,
  resources,
}: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  if (!resources) instance.use(HttpBackend);
  instance.use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['landing', 'app_terms'],
    defaultNS: 'app_terms',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    ...(resources ? { resources } : { backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' } }),
  });
  return instance;
}
