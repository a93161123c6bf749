/// <reference lib="webworker" />
/**
 * Emotion Guru's one service worker (`/sw.js`, scope `/`), built by vite-plugin-pwa's `injectManifest`:
 * it precaches the built app and the prerendered public pages (so the app opens offline on a device that
 * has used it), answers a prerendered page's navigation with that page and every other with the app shell, keeps translations for an hour, names its caches with the product prefix
 * and version 2.1 and removes caches unused for 30 days or beyond 100 MB. It talks to pages with the
 * spec's messages (SKIP_WAITING, GET_VERSION, CLEAR_CACHE in; VERSION, CACHE_UPDATED, CACHE_CLEARED out),
 * and shows push messages as notifications (PUSH_NOTIFICATION and NOTIFICATION_CLICK_NAVIGATE out).
 * Requests to other origins (the platform, the emulator) are never touched.
 */
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import { createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  CACHE_INFO_CACHE_NAME,
  CACHE_PREFIX,
  CACHE_VERSION,
  CACHED_AT_HEADER,
  LOCALE_CACHE_NAME,
  CACHE_INFO_KEY,
  cachesToRemove,
  collectCacheInfos,
  isLocaleFresh,
  isMessageToWorker,
  isOwnCache,
  readLastAccessed,
  type MessageFromWorker,
} from '../src/shared/lib/service-worker/cache-rules.ts';
import { handlePushes } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
declare const __APP_VERSION__: string;

const manifest = self.__WB_MANIFEST;
/** The app's version and this build's precache fingerprint: a new build is a new version. */
const VERSION = `${__APP_VERSION__}+${fingerprint(manifest)}`;

setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'static', runtime: 'runtime', suffix: CACHE_VERSION });

// A prerendered public page is `<path>/index.html` in the build: `/about` and `/about/` answer it.
precacheAndRoute(manifest, {
  urlManipulation: ({ url }) =>
    /\.[a-z0-9]+$/i.test(url.pathname)
      ? []
      : [new URL(`${url.pathname.replace(/\/+$/, '')}/index.html`, url.origin)],
});

// Every other page (the sign-in pages, the app area, a blog article published after this build) is the
// app shell; files (robots.txt, sitemap.xml, the worker) are not pages. The blog's prerendered pages are
// precached with the others, so an installed app reads them offline.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app.html'), {
    denylist: [/\/[^/]+\.[a-z0-9]+$/i],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/locales/'),
  ({ request }) => translation(request),
);

self.addEventListener('install', () => {
  // A new version waits until the page agrees (SKIP_WAITING): the update banner asks the user first.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await touch(cacheNames.precache);
      await cleanUp();
      await broadcast({ type: 'CACHE_UPDATED', version: VERSION });
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!isMessageToWorker(data)) return;
  const reply = (message: MessageFromWorker): void => {
    const port = event.ports[0];
    if (port) port.postMessage(message);
    else event.source?.postMessage(message);
  };
  switch (data.type) {
    case 'SKIP_WAITING':
      event.waitUntil(self.skipWaiting());
      break;
    case 'GET_VERSION':
      reply({ type: 'VERSION', version: VERSION });
      break;
    case 'CLEAR_CACHE':
      event.waitUntil(
        clearCaches().then(() => {
          reply({ type: 'CACHE_CLEARED' });
        }),
      );
      break;
  }
});

// Push (issue #21): shown as system notifications and handed to the open pages' bells (push.ts).
handlePushes(self);

/** Translations: the stored copy for an hour, then the network, and the stored copy again when offline. */
async function translation(request: Request): Promise<Response> {
  const cache = await caches.open(LOCALE_CACHE_NAME);
  const stored = await cache.match(request);
  const cachedAt = stored ? Number(stored.headers.get(CACHED_AT_HEADER)) : null;
  if (stored && isLocaleFresh(cachedAt, Date.now())) return stored;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(CACHED_AT_HEADER, String(Date.now()));
      const body = await response.clone().arrayBuffer();
      await cache.put(
        request,
        new Response(body, { status: response.status, statusText: response.statusText, headers }),
      );
      void touch(LOCALE_CACHE_NAME);
    }
    return response;
  } catch (error) {
    if (stored) return stored;
    throw error;
  }
}

/** Records that a cache was used now (the cleanup removes caches unused for 30 days). */
async function touch(name: string): Promise<void> {
  const record = await readLastAccessed(caches);
  record[name] = Date.now();
  const cache = await caches.open(CACHE_INFO_CACHE_NAME);
  await cache.put(
    CACHE_INFO_KEY,
    new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }),
  );
}

async function cleanUp(): Promise<void> {
  const keep = new Set([cacheNames.precache, CACHE_INFO_CACHE_NAME]);
  const remove = cachesToRemove(await collectCacheInfos(caches), Date.now(), keep);
  await Promise.all(remove.map((name) => caches.delete(name)));
}

/** CLEAR_CACHE (the chunk-failure recovery): every own cache goes; the next load fetches afresh. */
async function clearCaches(): Promise<void> {
  const names = (await caches.keys()).filter(isOwnCache);
  await Promise.all(names.map((name) => caches.delete(name)));
}

async function broadcast(message: MessageFromWorker): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

/** A short, stable fingerprint of the precache list (FNV-1a over the URLs and revisions). */
function fingerprint(entries: readonly (string | PrecacheEntry)[]): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}
