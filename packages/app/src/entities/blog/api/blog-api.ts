import type {
  BlogArticle,
  BlogArticleSummary,
  BlogListRequest,
  BlogPage,
  PlatformClient,
} from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

// The prerenderer reads through a client of its own per language (`platform`); the app through its own.

/** One page of published articles in the platform's current language (`platform.blog.list`). */
export function fetchBlogPage(
  request: BlogListRequest,
  platform: PlatformClient = getPlatform(),
): Promise<BlogPage> {
  return platform.blog.list(request);
}

/** A published article with its text in `language`, or null for an unknown or unpublished slug. */
export function fetchArticle(
  slug: string,
  language: string,
  platform: PlatformClient = getPlatform(),
): Promise<BlogArticle | null> {
  return platform.blog.getBySlug(slug, language);
}

/** Up to `count` other articles to read next: the same first category's newest (else the newest overall). */
export async function fetchRelatedArticles(
  article: BlogArticle,
  count: number,
  platform: PlatformClient = getPlatform(),
): Promise<BlogArticleSummary[]> {
  const category = article.categories[0]?.slug;
  const page = await fetchBlogPage(category === undefined ? { page: 1 } : { page: 1, category }, platform);
  return page.articles.filter((other) => other.slug !== article.slug).slice(0, count);
}

/** Counts one view of an article (signed out too). */
export function sendArticleView(slug: string): Promise<void> {
  return getPlatform().blog.recordView(slug);
}
