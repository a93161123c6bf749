import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { i18n } from 'i18next';
import { localStorageOrUndefined } from '../lib/browser/index.ts';
import { manifestPath } from '../lib/page-meta/web-app-manifest.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from '@/shared/locale';

/** The i18next instance of this app (one per scope: prerendering renders pages side by side). */
export const $i18n = createStore<i18n | null>(null, { serialize: 'ignore' });
export const i18nAttached = createEvent<i18n>();
$i18n.on(i18nAttached, (_, instance) => instance);

/** The language of the current URL. */
export const $language = createStore<Language>(DEFAULT_LANGUAGE);

/** The user picked a language in a switcher: remember it for next time, too. */
export const languageSelected = createEvent<Language>();

/**
 * The URL named a language (every navigation): the page shows in it. It settles once i18next has switched
 * (its translations loaded), so the router waits for this alone before it renders; waiting for the whole
 * scope (`allSettled`) would hold every navigation behind any unrelated request still on its way.
 */
export const languageRoutedFx = attach({
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

sample({ clock: languageRoutedFx, target: [$language, setDocumentLanguageFx] });
sample({ clock: languageSelected, target: persistLanguageFx });
