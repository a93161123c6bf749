import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { i18n } from 'i18next';
import { localStorageOrUndefined } from '../lib/browser/index.ts';
import { manifestPath } from '../lib/page-meta/web-app-manifest.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './languages.ts';

/** The i18next instance of this app (one per scope: prerendering renders pages side by side). */
export const $i18n = createStore<i18n | null>(null, { serialize: 'ignore' });
export const i18nAttached = createEvent<i18n>();
$i18n.on(i18nAttached, (_, instance) => instance);

/** The language of the current URL. */
export const $language = createStore<Language>(DEFAULT_LANGUAGE);

/** The URL named a language (every navigation): show the page in it. */
export const languageRouted = createEvent<Language>();
/** The user picked a language in a switcher: remember it for next time, too. */
export const languageSelected = createEvent<Language>();

export const changeI18nLanguageFx = attach({
  source: $i18n,
  effect: async (instance, language: Language) => {
    if (instance && instance.language !== language) await instance.changeLanguage(language);
  },
});

/** The page's language, and the web app manifest in it (so that an install has the language's names). */
export const setDocumentLanguageFx = createEffect((language: Language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.head.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
});

export const persistLanguageFx = createEffect((language: Language) => {
  localStorageOrUndefined()?.setItem(LANGUAGE_STORAGE_KEY, language);
});

sample({ clock: languageRouted, target: $language });
sample({ clock: languageRouted, target: [changeI18nLanguageFx, setDocumentLanguageFx] });
sample({ clock: languageSelected, target: persistLanguageFx });
