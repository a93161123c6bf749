/**
 * The service worker's cache rules (spec section 9), as pure functions so they are tested without a worker:
 * cache names with the product prefix and version 2.1, translations fresh for one hour, and the cleanup
 * that removes caches unused for 30 days or beyond 100 MB in total.
 */

export const CACHE_PREFIX = 'emotion-guru';
export const CACHE_VERSION = 'v2.1';
/** Workbox's precache name is `${prefix}-${precache}-${suffix}`: emotion-guru-static-v2.1. */
export const PRECACHE_NAME = `${CACHE_PREFIX}-static-${CACHE_VERSION}`;
/** The translation files (`/locales/{lng}/{ns}.json`). */
export const LOCALE_CACHE_NAME = `${CACHE_PREFIX}-locales-${CACHE_VERSION}`;
/** Where the worker keeps when each cache was last used (one JSON document). */
export const CACHE_INFO_CACHE_NAME = `${CACHE_PREFIX}-meta-${CACHE_VERSION}`;

export const LOCALE_FRESH_MS = 60 * 60 * 1000;
export const UNUSED_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const CACHES_MAX_BYTES = 100 * 1000 * 1000;
/** The header on a stored translation that says when it was fetched (ms since the epoch). */
export const CACHED_AT_HEADER = 'x-emotion-guru-cached-at';

/** A cache as the diagnostics page and the cleanup see it (the spec's cache info entry). */
export interface CacheInfo {
  name: string;
  /** Bytes of all stored bodies. */
  size: number;
  entries: number;
  /** Ms since the epoch; 0 when never recorded. */
  lastAccessed: number;
}

/** True for the caches this app's worker owns (and may therefore delete); other code's caches are left alone. */
export function isOwnCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`);
}

/** A stored translation is used as it is for one hour after it was fetched; after that the network is asked. */
export function isLocaleFresh(cachedAt: number | null, now: number): boolean {
  return (
    cachedAt !== null && Number.isFinite(cachedAt) && now - cachedAt >= 0 && now - cachedAt < LOCALE_FRESH_MS
  );
}

/**
 * The caches to delete: every own cache unused for 30 days, then, while the rest take more than 100 MB, the
 * least recently used. The caches in `keep` (the worker's current precache and its bookkeeping) are never
 * deleted: without them the app could not start offline.
 */
export function cachesToRemove(
  caches: readonly CacheInfo[],
  now: number,
  keep: ReadonlySet<string>,
): string[] {
  const removable = caches.filter((cache) => isOwnCache(cache.name) && !keep.has(cache.name));
  const stale = new Set(
    removable
      .filter((cache) => now - cache.lastAccessed > UNUSED_CACHE_MAX_AGE_MS)
      .map((cache) => cache.name),
  );
  let total = caches.filter((cache) => !stale.has(cache.name)).reduce((sum, cache) => sum + cache.size, 0);
  const byAge = removable
    .filter((cache) => !stale.has(cache.name))
    .sort((a, b) => a.lastAccessed - b.lastAccessed || b.size - a.size);
  const removed = [...stale];
  for (const cache of byAge) {
    if (total <= CACHES_MAX_BYTES) break;
    removed.push(cache.name);
    total -= cache.size;
  }
  return removed;
}

/** The last-use record kept by the worker: cache name → ms since the epoch. */
export type LastAccessed = Record<string, number>;

/** Reads the record, ignoring anything malformed (a broken record must never stop the worker). */
export function parseLastAccessed(text: string | null): LastAccessed {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** Where the last-use record is kept inside CACHE_INFO_CACHE_NAME. */
export const CACHE_INFO_KEY = '/__cache-info';

/** The part of the Cache Storage API read here (the worker's `caches` and the page's are the same). */
export type CacheReader = Pick<CacheStorage, 'keys' | 'open'>;

/** Reads the last-use record from the worker's bookkeeping cache. */
export async function readLastAccessed(storage: CacheReader): Promise<LastAccessed> {
  if (!(await storage.keys()).includes(CACHE_INFO_CACHE_NAME)) return {};
  const cache = await storage.open(CACHE_INFO_CACHE_NAME);
  const stored = await cache.match(CACHE_INFO_KEY);
  return parseLastAccessed(stored ? await stored.text() : null);
}

/**
 * The own caches with their size (the bodies' bytes), entry count and last use: what the cleanup weighs
 * and what the diagnostics page lists.
 */
export async function collectCacheInfos(storage: CacheReader): Promise<CacheInfo[]> {
  const record = await readLastAccessed(storage);
  const names = (await storage.keys()).filter(isOwnCache);
  return Promise.all(
    names.map(async (name) => {
      const cache = await storage.open(name);
      const requests = await cache.keys();
      let size = 0;
      for (const request of requests) {
        const response = await cache.match(request);
        if (response) size += (await response.blob()).size;
      }
      return { name, size, entries: requests.length, lastAccessed: record[name] ?? 0 };
    }),
  );
}

/** The messages the page sends the worker and the worker sends the pages (spec section 7). */
export type MessageToWorker =
  | { type: 'SKIP_WAITING' }
  | { type: 'GET_VERSION' }
  | { type: 'CLEAR_CACHE' }
  /** Diagnostics: shows `message` as the worker shows a push (push-message.ts), without the provider. */
  | { type: 'TEST_PUSH'; message: unknown };
export type MessageFromWorker =
  | { type: 'VERSION'; version: string }
  | { type: 'CACHE_UPDATED'; version: string }
  | { type: 'CACHE_CLEARED' };

export function isMessageToWorker(data: unknown): data is MessageToWorker {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  const { type } = data;
  if (type === 'TEST_PUSH') return 'message' in data;
  return type === 'SKIP_WAITING' || type === 'GET_VERSION' || type === 'CLEAR_CACHE';
}
