import { describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry.ts';
import { isChunkLoadError } from './is-chunk-load-error.ts';
import {
  CHUNK_RELOAD_KEY,
  recoverFromChunkError,
  type RecoveryEnvironment,
} from './recover-from-chunk-error.ts';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-1a2b.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    new SyntaxError("Unexpected token '<'"),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Request failed with 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('importWithRetry', () => {
  it('retries twice, waiting 1 s then 2 s, and returns the module that finally loads', async () => {
    const waits: number[] = [];
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('one'))
      .mockRejectedValueOnce(new Error('two'))
      .mockResolvedValue('module');
    const result = await importWithRetry(importer, { sleep: (ms) => (waits.push(ms), Promise.resolve()) });
    expect(result).toBe('module');
    expect(importer).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('rethrows the last error after the retries', async () => {
    const importer = vi.fn<() => Promise<never>>().mockRejectedValue(new Error('gone'));
    await expect(importWithRetry(importer, { sleep: () => Promise.resolve() })).rejects.toThrow('gone');
    expect(importer).toHaveBeenCalledTimes(3);
  });
});

function fakeEnvironment(stored: Record<string, string> = {}) {
  const store = new Map(Object.entries(stored));
  const timers: { callback: () => void; ms: number }[] = [];
  const env = {
    now: () => 1_000_000,
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, v: string) => void store.set(key, v),
    },
    sessionStorage: { clear: vi.fn() },
    caches: {
      keys: vi.fn(() => Promise.resolve(['eg-static-v2.1', 'eg-runtime-v2.1'])),
      delete: vi.fn(() => Promise.resolve(true)),
    },
    postToServiceWorker: vi.fn(),
    reload: vi.fn(),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  } satisfies RecoveryEnvironment;
  return { env, store, timers };
}

describe('recoverFromChunkError', () => {
  it('clears the worker cache, every cache and session storage, then reloads after 500 ms', async () => {
    const { env, store, timers } = fakeEnvironment();
    await expect(recoverFromChunkError(env)).resolves.toBe(true);
    expect(env.postToServiceWorker).toHaveBeenCalledWith({ type: 'CLEAR_CACHE' });
    expect(env.caches.delete).toHaveBeenCalledWith('eg-static-v2.1');
    expect(env.caches.delete).toHaveBeenCalledWith('eg-runtime-v2.1');
    expect(env.sessionStorage.clear).toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(500);
    expect(env.reload).not.toHaveBeenCalled();
    timers[0]?.callback();
    expect(env.reload).toHaveBeenCalledOnce();
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads only once: a second failure right after a recovery does nothing', async () => {
    const { env, timers } = fakeEnvironment({ [CHUNK_RELOAD_KEY]: String(1_000_000 - 5_000) });
    await expect(recoverFromChunkError(env)).resolves.toBe(false);
    expect(timers).toHaveLength(0);
    expect(env.sessionStorage.clear).not.toHaveBeenCalled();
  });
});
