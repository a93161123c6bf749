import { describe, expect, it } from 'vitest';
import { claimArticleView, VIEWED_ARTICLES_KEY } from './viewed.ts';
import { listingPath, listRequest, pageFromSearch } from './listing.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('claimArticleView', () => {
  it('is true once per slug per session', () => {
    const storage = memoryStorage();
    expect(claimArticleView('a', storage)).toBe(true);
    expect(claimArticleView('a', storage)).toBe(false);
    expect(claimArticleView('b', storage)).toBe(true);
    expect(JSON.parse(storage.getItem(VIEWED_ARTICLES_KEY) ?? '')).toEqual(['a', 'b']);
  });

  it('survives a damaged record and counts without storage', () => {
    const storage = memoryStorage();
    storage.setItem(VIEWED_ARTICLES_KEY, '{oops');
    expect(claimArticleView('a', storage)).toBe(true);
    expect(claimArticleView('a', undefined)).toBe(true);
  });
});

describe('listings', () => {
  it('map to SDK requests and paths', () => {
    expect(listRequest({ kind: 'category', value: 'guides', page: 2 })).toEqual({
      page: 2,
      category: 'guides',
    });
    expect(listRequest({ kind: 'tag', value: 'ai', page: 1 })).toEqual({ page: 1, tag: 'ai' });
    expect(listRequest({ kind: 'popular', page: 1 })).toEqual({ page: 1, popular: true });
    expect(listingPath({ kind: 'tag', value: 'a b' })).toBe('/blog/tag/a%20b');
    expect(listingPath({ kind: 'popular' })).toBe('/blog/popular');
  });

  it('read ?page= as a whole number from 1', () => {
    expect(pageFromSearch(2)).toBe(2);
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('x')).toBe(1);
    expect(pageFromSearch(undefined)).toBe(1);
    expect(pageFromSearch(1.5)).toBe(1);
  });
});
