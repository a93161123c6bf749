import { sessionStorageOrUndefined } from '@/shared/lib/browser';

/** Session storage key: the slugs whose view this browser session has already counted. */
export const VIEWED_ARTICLES_KEY = 'eg_blog_viewed';

function viewedSlugs(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VIEWED_ARTICLES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Marks an article as viewed in this browser session; true the first time (the view should be counted),
 * false afterwards. Without session storage (private modes that refuse it) every call is a first time.
 */
export function claimArticleView(slug: string, storage = sessionStorageOrUndefined()): boolean {
  if (storage === undefined) return true;
  const slugs = viewedSlugs(storage);
  if (slugs.includes(slug)) return false;
  try {
    storage.setItem(VIEWED_ARTICLES_KEY, JSON.stringify([...slugs, slug]));
  } catch {
    // A full or refused storage: count the view anyway.
  }
  return true;
}
