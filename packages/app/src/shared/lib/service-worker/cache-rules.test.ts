import { describe, expect, it } from 'vitest';
import {
  CACHES_MAX_BYTES,
  LOCALE_FRESH_MS,
  PRECACHE_NAME,
  UNUSED_CACHE_MAX_AGE_MS,
  CACHE_INFO_CACHE_NAME,
  CACHE_INFO_KEY,
  cachesToRemove,
  collectCacheInfos,
  isLocaleFresh,
  isMessageToWorker,
  isOwnCache,
  parseLastAccessed,
  type CacheInfo,
  type CacheReader,
} from './cache-rules.ts';

/** Cache Storage in memory: cache name → request URL → body. */
function fakeStorage(contents: Record<string, Record<string, string>>): CacheReader {
  const open = (name: string) => {
    const entries = contents[name] ?? {};
    return Promise.resolve({
      keys: () => Promise.resolve(Object.keys(entries).map((url) => new Request(`https://app.test${url}`))),
      match: (request: RequestInfo | URL) => {
        const url =
          typeof request === 'string'
            ? request
            : request instanceof URL
              ? request.pathname
              : new URL(request.url).pathname;
        const body = entries[url];
        return Promise.resolve(body === undefined ? undefined : new Response(body));
      },
    } as unknown as Cache);
  };
  return { keys: () => Promise.resolve(Object.keys(contents)), open };
}

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 24 * 60 * 60 * 1000;
const MB = 1000 * 1000;
const cache = (name: string, size: number, daysAgo: number): CacheInfo => ({
  name,
  size,
  entries: 1,
  lastAccessed: NOW - daysAgo * DAY,
});

describe('the service worker cache rules', () => {
  it('names its caches with the product prefix and version 2.1, and owns only those', () => {
    expect(PRECACHE_NAME).toBe('emotion-guru-static-v2.1');
    expect(isOwnCache('emotion-guru-locales-v2.1')).toBe(true);
    expect(isOwnCache('workbox-precache-v2-https://example.com/')).toBe(false);
    expect(isOwnCache('emotion-gurus')).toBe(false);
  });

  it('uses a stored translation for one hour after it was fetched', () => {
    expect(isLocaleFresh(NOW - 1, NOW)).toBe(true);
    expect(isLocaleFresh(NOW - LOCALE_FRESH_MS + 1, NOW)).toBe(true);
    expect(isLocaleFresh(NOW - LOCALE_FRESH_MS, NOW)).toBe(false);
    expect(isLocaleFresh(null, NOW)).toBe(false);
    expect(isLocaleFresh(Number.NaN, NOW)).toBe(false);
    // A clock set back must not keep a copy forever.
    expect(isLocaleFresh(NOW + 10_000, NOW)).toBe(false);
  });

  it('removes own caches unused for 30 days, never the current precache or another app’s cache', () => {
    const keep = new Set([PRECACHE_NAME]);
    const removed = cachesToRemove(
      [
        cache(PRECACHE_NAME, 2 * MB, 45),
        cache('emotion-guru-locales-v2.1', 10_000, 31),
        cache('emotion-guru-runtime-v2.0', 10_000, 29),
        cache('someone-else', 10_000, 400),
      ],
      NOW,
      keep,
    );
    expect(removed).toEqual(['emotion-guru-locales-v2.1']);
    expect(cachesToRemove([cache('emotion-guru-x', 1, 0)], NOW + UNUSED_CACHE_MAX_AGE_MS + 1, keep)).toEqual([
      'emotion-guru-x',
    ]);
  });

  it('beyond 100 MB in total removes the least recently used until the rest fit', () => {
    const keep = new Set([PRECACHE_NAME]);
    const removed = cachesToRemove(
      [
        cache(PRECACHE_NAME, 30 * MB, 5),
        cache('emotion-guru-a', 40 * MB, 3),
        cache('emotion-guru-b', 40 * MB, 1),
        cache('emotion-guru-c', 20 * MB, 2),
      ],
      NOW,
      keep,
    );
    // 130 MB: the oldest removable (a, 3 days) goes, leaving 90 MB.
    expect(removed).toEqual(['emotion-guru-a']);
    expect(cachesToRemove([cache('emotion-guru-a', CACHES_MAX_BYTES, 1)], NOW, keep)).toEqual([]);
    // The precache alone over the limit stays: without it the app cannot start offline.
    expect(cachesToRemove([cache(PRECACHE_NAME, 2 * CACHES_MAX_BYTES, 1)], NOW, keep)).toEqual([]);
  });

  it('reads the last-use record, ignoring anything malformed', () => {
    expect(parseLastAccessed('{"emotion-guru-a":5,"bad":"x"}')).toEqual({ 'emotion-guru-a': 5 });
    expect(parseLastAccessed('not json')).toEqual({});
    expect(parseLastAccessed('[1]')).toEqual({});
    expect(parseLastAccessed(null)).toEqual({});
  });

  it('accepts only the spec’s messages and the diagnostics’ test push', () => {
    expect(isMessageToWorker({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isMessageToWorker({ type: 'GET_VERSION' })).toBe(true);
    expect(isMessageToWorker({ type: 'CLEAR_CACHE' })).toBe(true);
    expect(isMessageToWorker({ type: 'TEST_PUSH', message: { data: { title: 'Hi' } } })).toBe(true);
    expect(isMessageToWorker({ type: 'TEST_PUSH' })).toBe(false);
    expect(isMessageToWorker({ type: 'DELETE_EVERYTHING' })).toBe(false);
    expect(isMessageToWorker('SKIP_WAITING')).toBe(false);
    expect(isMessageToWorker(null)).toBe(false);
  });

  it('lists each own cache with its bytes, entries and last use from the worker’s record', async () => {
    const storage = fakeStorage({
      [PRECACHE_NAME]: { '/index.html': '<html></html>', '/assets/a.js': 'x'.repeat(100) },
      'emotion-guru-locales-v2.1': { '/locales/en-US/site.json': '{}' },
      [CACHE_INFO_CACHE_NAME]: { [CACHE_INFO_KEY]: JSON.stringify({ [PRECACHE_NAME]: NOW }) },
      'someone-else': { '/x': 'y' },
    });
    const infos = await collectCacheInfos(storage);
    expect(infos).toContainEqual({ name: PRECACHE_NAME, size: 113, entries: 2, lastAccessed: NOW });
    expect(infos).toContainEqual({ name: 'emotion-guru-locales-v2.1', size: 2, entries: 1, lastAccessed: 0 });
    expect(infos.map((info) => info.name)).not.toContain('someone-else');
  });
});
