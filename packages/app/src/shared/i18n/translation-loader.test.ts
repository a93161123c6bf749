import { describe, expect, it, vi } from 'vitest';
import {
  createTranslationLoader,
  translationCacheKey,
  type TranslationLoaderDeps,
} from './translation-loader.ts';

const HOUR = 60 * 60 * 1000;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

function setUp(overrides: Partial<TranslationLoaderDeps> & { clock?: { now: number } } = {}) {
  const clock = overrides.clock ?? { now: 10 * HOUR };
  const storage = memoryStorage();
  const fetch = vi.fn<TranslationLoaderDeps['fetch']>(() => answer({ greeting: 'Merhaba' }));
  const deps: TranslationLoaderDeps = { fetch, storage, now: () => clock.now, ...overrides };
  return { load: createTranslationLoader(HOUR, deps), fetch, storage, clock };
}

describe('the translation loader', () => {
  it('fetches a namespace from /locales and keeps it with the time it was saved', async () => {
    const { load, fetch, storage, clock } = setUp();
    await expect(load('tr-TR', 'app_terms')).resolves.toEqual({ greeting: 'Merhaba' });
    expect(fetch).toHaveBeenCalledWith('/locales/tr-TR/app_terms.json');
    expect(JSON.parse(storage.values.get(translationCacheKey('tr-TR', 'app_terms')) ?? '')).toEqual({
      savedAt: clock.now,
      resources: { greeting: 'Merhaba' },
    });
  });

  it('reads its own copy for an hour, then fetches again', async () => {
    const { load, fetch, clock } = setUp();
    await load('tr-TR', 'app_terms');
    clock.now += HOUR - 1;
    await expect(load('tr-TR', 'app_terms')).resolves.toEqual({ greeting: 'Merhaba' });
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await load('tr-TR', 'app_terms');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps each language and namespace apart', async () => {
    const { load, fetch } = setUp();
    await load('tr-TR', 'app_terms');
    await load('en-US', 'app_terms');
    await load('tr-TR', 'landing');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/locales/tr-TR/app_terms.json',
      '/locales/en-US/app_terms.json',
      '/locales/tr-TR/landing.json',
    ]);
  });

  it('uses an old copy when the request fails or the server errs, rather than show keys', async () => {
    const { load, fetch, clock } = setUp();
    await load('tr-TR', 'app_terms');
    clock.now += 5 * HOUR;
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(load('tr-TR', 'app_terms')).resolves.toEqual({ greeting: 'Merhaba' });
    fetch.mockImplementationOnce(() => answer({}, 503));
    await expect(load('tr-TR', 'app_terms')).resolves.toEqual({ greeting: 'Merhaba' });
  });

  it('fails with no copy to fall back on, so that i18next uses the default language', async () => {
    const { load, fetch } = setUp();
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(load('tr-TR', 'app_terms')).rejects.toThrow('Failed to fetch');
    fetch.mockImplementationOnce(() => answer({}, 404));
    await expect(load('tr-TR', 'app_terms')).rejects.toThrow('HTTP 404');
  });

  it('ignores an unreadable copy and still shows translations when storage is full or absent', async () => {
    const full = memoryStorage({ [translationCacheKey('tr-TR', 'app_terms')]: '{not json' });
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const { load, fetch } = setUp({ storage: full });
    await expect(load('tr-TR', 'app_terms')).resolves.toEqual({ greeting: 'Merhaba' });
    expect(fetch).toHaveBeenCalledTimes(1);

    const none = setUp({ storage: undefined });
    await expect(none.load('en-US', 'landing')).resolves.toEqual({ greeting: 'Merhaba' });
  });
});
