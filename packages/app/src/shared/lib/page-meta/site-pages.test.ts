import { describe, expect, it } from 'vitest';
import { isIndexedPath } from './site-pages.ts';

describe('isIndexedPath', () => {
  it('indexes the sitemap’s pages and the blog’s articles, categories and tags', () => {
    for (const path of [
      '/',
      '/about',
      '/blog',
      '/blog/mental-loops',
      '/blog/category/guides',
      '/blog/tag/ai',
    ])
      expect(isIndexedPath(path), path).toBe(true);
  });

  it('keeps the unlisted pages out, the blog’s authoring pages too (not read as an article)', () => {
    for (const path of [
      '/error-demo',
      '/unsubscribe',
      '/groups/invite',
      '/blog/create',
      '/blog/edit/mental-loops',
    ])
      expect(isIndexedPath(path), path).toBe(false);
  });
});
