import '@emotion-guru/ui';
import './styles/global.css.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { allSettled } from 'effector';
import { appUpdateStarted } from '@/features/pwa/app-update';
import { startDevEmulator } from '@/shared/api';
import { appConfig } from '@/shared/config';
import { localStorageOrUndefined } from '@/shared/lib/browser';
import { browserServiceWorkerEnvironment } from '@/shared/lib/service-worker';
import { isAppShell } from '@/shared/lib/display-mode';
import { LANGUAGE_STORAGE_KEY, localeRedirectFor } from './detect-locale.ts';
import { startApp } from './start.tsx';
import { captureInstallPrompt } from '@/shared/lib/install-state';

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

  const { element, scope } = await startApp({ pathname: window.location.pathname });
  // The service worker only in production builds: in `npm run dev` the emulator's worker holds scope `/`.
  if (import.meta.env.PROD) {
    void browserServiceWorkerEnvironment().then(
      (env) => env && allSettled(appUpdateStarted, { scope, params: env }),
    );
  }
  const app = <StrictMode>{element}</StrictMode>;

  // Prerendered markup is hydrated; if hydration fails, the page is rendered afresh as a single-page app.
  if (container.hasChildNodes()) {
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
