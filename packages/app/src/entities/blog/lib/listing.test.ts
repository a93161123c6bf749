import { describe, expect, it } from 'vitest';
import { articlePath, blogPathTarget, listingPath, sameListing } from './listing.ts';

describe('blogPathTarget', () => {
  it.each([
    ['/blog', { listing: { kind: 'all', page: 1 } }],
    ['/blog/popular', { listing: { kind: 'popular', page: 1 } }],
    ['/blog/category/guides', { listing: { kind: 'category', value: 'guides', page: 1 } }],
    ['/blog/tag/self%20care', { listing: { kind: 'tag', value: 'self care', page: 1 } }],
    ['/blog/mental-loops', { slug: 'mental-loops' }],
  ])('reads %s', (path, target) => {
    expect(blogPathTarget(path)).toEqual(target);
  });

  it.each(['/', '/pricing', '/blog/category/guides/more', '/blog/a/b'])(
    'knows %s is no blog page',
    (path) => {
      expect(blogPathTarget(path)).toBeNull();
    },
  );

  it('undoes listingPath and articlePath', () => {
    expect(blogPathTarget(listingPath({ kind: 'tag', value: 'ağ/kök' }))).toEqual({
      listing: { kind: 'tag', value: 'ağ/kök', page: 1 },
    });
    expect(blogPathTarget(articlePath('calm'))).toEqual({ slug: 'calm' });
  });
});

describe('sameListing', () => {
  it('compares kind, term and page', () => {
    expect(sameListing({ kind: 'all', page: 1 }, { kind: 'all', page: 1 })).toBe(true);
    expect(sameListing({ kind: 'all', page: 1 }, { kind: 'all', page: 2 })).toBe(false);
    expect(sameListing({ kind: 'tag', value: 'a', page: 1 }, { kind: 'tag', value: 'b', page: 1 })).toBe(
      false,
    );
  });
});
