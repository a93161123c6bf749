/// <reference lib="webworker" />
/**
 * The service worker of `npm run dev` (`/dev-sw.js`, scope `/`): the emulator's MSW worker, which answers
 * the platform's calls, with the app's push handling added (push.ts), so that the diagnostics page's test
 * notification takes the worker's path in development too. One worker: two on scope `/` fight
 * (vite-plugin-pwa issues 777 and 412). The dev server bundles it (vite.config.ts, `devServiceWorker`).
 */
import { handlePushes } from './push.ts';

declare const self: ServiceWorkerGlobalScope;

importScripts('/mockServiceWorker.js');
handlePushes(self);
