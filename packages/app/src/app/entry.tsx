import '@emotion-guru/ui';
import './styles/global.css.ts';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { allSettled } from 'effector';
import { appUpdateStarted } from '@/features/pwa/app-update';
import { startDevEmulator } from '@/shared/api';
import { appConfig } from '@/shared/config';
import { localStorageOrUndefined } from '@/shared/lib/browser';
import { browserServiceWorkerEnvironment } from '@/shared/lib/service-worker';
import { isAppShell } from '@/shared/lib/display-mode';
import { APP_SHELL_PLACEHOLDER } from './app-shell-placeholder.ts';
import { LANGUAGE_STORAGE_KEY, localeRedirectFor } from './detect-locale.ts';
import { startApp } from './start.tsx';
import { captureInstallPrompt } from '@/shared/lib/install-state';

/**
 * Marks `#root` with `data-started` once React has committed the first render (or hydration): from then
 * on the page's controls work.
 */
function StartedMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-started', '');
    // Taps held by index.html's script while the prerendered page was not yet live, once React has taken
    // in what was typed meanwhile (its change events run right after hydration).
    const replay = setTimeout(() => window.egReplayHeldInput?.(), 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}

declare global {
  interface Window {
    /** Set by index.html's inline script: replays the taps held before the app started. */
    egReplayHeldInput?: () => void;
  }
}

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  if (isAppShell()) document.documentElement.dataset['nativeApp'] = '';
  // The browser's install prompt comes once, early: kept for the app area's install offer.
  captureInstallPrompt();

  const redirect = localeRedirectFor(
    window.location,
    localStorageOrUndefined()?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
    navigator.languages,
  );
  if (redirect) window.history.replaceState(window.history.state, '', redirect);

  if (import.meta.env.DEV && appConfig().useEmulator) await startDevEmulator();

  const { element, scope, router, i18n } = await startApp({ pathname: window.location.pathname });
  // The service worker only in production builds: in `npm run dev` the emulator's worker holds scope `/`.
  if (import.meta.env.PROD) {
    void browserServiceWorkerEnvironment().then(
      (env) => env && allSettled(appUpdateStarted, { scope, params: env }),
    );
  }
  const app = (
    <StrictMode>
      {element}
      <StartedMark />
    </StrictMode>
  );

  // Prerendered markup is hydrated; if hydration fails, the page is rendered afresh as a single-page app.
  // A redirected visit (another language) does not match its markup: it is rendered afresh at once. The
  // app shell's placeholder (the brand mark shown before any script ran) is not the app's markup either: it
  // is rendered over, and stays on screen until React's first render replaces it.
  const placeholder = container.firstElementChild?.hasAttribute(APP_SHELL_PLACEHOLDER) ?? false;
  if (container.hasChildNodes() && redirect) container.replaceChildren();
  if (container.hasChildNodes() && !placeholder) {
    // The page's code and data first, so the first render is the prerendered page, not the pending one;
    // and the router renders the same tree as on the server (no Suspense of its own around the matches).
    // Its translations too: a part still waiting for them would hydrate later, and taps held until the
    // app started (index.html) would reach a button React does not handle yet.
    // The platform data it was rendered with as well (the pricing page's plans): it asks again once live.
    router.ssr = { manifest: undefined };
    const namespaces = container.dataset['namespaces']?.split(',').filter(Boolean) ?? [];
    const state = container.dataset['state'];
    await Promise.all([
      router.load(),
      i18n.loadNamespaces(namespaces),
      // Only a page with platform data loads the code that puts it back (the pricing page's plans).
      state &&
        import('./prerendered-data.ts').then(({ applyPrerenderedData, readPrerenderedData }) =>
          applyPrerenderedData(scope, readPrerenderedData(state)),
        ),
    ]);
    try {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Hydration mismatch, re-rendering', error),
      });
      return;
    } catch (error) {
      console.warn('Hydration failed, rendering as a single-page app', error);
      container.replaceChildren();
    }
  }
  createRoot(container).render(app);
}

void main();
