import type { BlogListRequest } from '@emotion-guru/platform-sdk';

/** Which list a blog page shows: every article, one category's, one tag's, or the most read. */
export type BlogListingKind = 'all' | 'category' | 'tag' | 'popular';

export interface BlogListing {
  kind: BlogListingKind;
  /** The category's slug or the tag's name (category and tag lists). */
  value?: string;
  /** 1-based. */
  page: number;
}

/** The SDK request for a listing. */
export function listRequest({ kind, value, page }: BlogListing): BlogListRequest {
  if (kind === 'category' && value !== undefined) return { page, category: value };
  if (kind === 'tag' && value !== undefined) return { page, tag: value };
  if (kind === 'popular') return { page, popular: true };
  return { page };
}

/** Whether two listings are the same page of the same list. */
export function sameListing(a: BlogListing, b: BlogListing): boolean {
  return a.kind === b.kind && a.value === b.value && a.page === b.page;
}

/**
 * What a blog path (without a locale prefix) shows: a listing's first page, or an article (`slug`); null
 * for a path outside the blog. The inverse of `listingPath` and `articlePath`.
 */
export function blogPathTarget(path: string): { listing: BlogListing } | { slug: string } | null {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'blog') return null;
  const [, first, second] = parts;
  if (first === undefined) return { listing: { kind: 'all', page: 1 } };
  if (first === 'popular' && second === undefined) return { listing: { kind: 'popular', page: 1 } };
  if ((first === 'category' || first === 'tag') && second !== undefined && parts.length === 3) {
    return { listing: { kind: first, value: second, page: 1 } };
  }
  return parts.length === 2 ? { slug: first } : null;
}

/** `?page=2` as the router hands it over (a number, or text): a whole page number from 1, else 1. */
export function pageFromSearch(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

/** The public path (without a locale prefix) of a listing's page. */
export function listingPath({ kind, value }: Pick<BlogListing, 'kind' | 'value'>): string {
  if (kind === 'category' && value !== undefined) return `/blog/category/${encodeURIComponent(value)}`;
  if (kind === 'tag' && value !== undefined) return `/blog/tag/${encodeURIComponent(value)}`;
  if (kind === 'popular') return '/blog/popular';
  return '/blog';
}

/** The public path of an article. */
export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
