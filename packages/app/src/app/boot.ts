/**
 * The one script a prerendered public page runs before it is painted (issue #14's budget: at most 110 kB
 * of JavaScript before first paint; this is under 3 kB). The page's HTML and CSS are complete without
 * JavaScript, so the app (`entry.tsx`: React, the router, translations, the SDK; fetched in the background
 * once the page has loaded) starts when the person begins to use the page (a press, key, focus or
 * scroll), or when the browser is idle where it is wanted at once (signed in, analytics allowed, an
 * address with a query, a page that moves by itself, the installed app: defer-start.ts),
 * and then hydrates the page. A reader who only reads never pays for it. The prerender step
 * (scripts/prerender-pages.ts) puts this script in place of the entry's in every prerendered page; the
 * app shell (`app.html`) still starts the app at once.
 *
 * A visitor whose language is not the page's (stored choice, else the browser's; detect-locale.ts) goes
 * straight to the page prerendered in theirs, instead of starting the app to render it afresh.
 */
import { localStorageOrUndefined } from '@/shared/lib/browser';
import { isAppShell } from '@/shared/lib/display-mode';
import { deferStart, prefetchFiles, wantsAppAtOnce } from './defer-start.ts';
import { LANGUAGE_STORAGE_KEY, localeRedirectFor } from './detect-locale.ts';

const redirect = localeRedirectFor(
  window.location,
  localStorageOrUndefined()?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
  navigator.languages,
);
if (redirect) window.location.replace(redirect);
else {
  // The app's files, as the prerender step lists them on this script's element.
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset['app'] ?? '';
  deferStart(window, {
    start: () => void import('./entry.tsx'),
    startWhenIdle: wantsAppAtOnce({
      storage: localStorageOrUndefined(),
      search: window.location.search,
      markedNow: document.getElementById('root')?.dataset['start'] === 'now',
      appShell: isAppShell(),
    }),
    prefetch: () => prefetchFiles(document, app.split(' ').filter(Boolean)),
  });
}
