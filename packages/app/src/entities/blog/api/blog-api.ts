import {
  blogService,
  type BlogArticle,
  type BlogArticleSummary,
  type BlogListRequest,
  type BlogPage,
  type BlogService,
} from '@emotion-guru/platform-sdk';
import { platformService } from '@/shared/api';

// The prerenderer reads through a client of its own per language (its `blog`); the app through its own.

/** One page of published articles in the platform's current language (`blog.list`). */
export function fetchBlogPage(
  request: BlogListRequest,
  blog: BlogService = platformService(blogService),
): Promise<BlogPage> {
  return blog.list(request);
}

/** A published article with its text in `language`, or null for an unknown or unpublished slug. */
export function fetchArticle(
  slug: string,
  language: string,
  blog: BlogService = platformService(blogService),
): Promise<BlogArticle | null> {
  return blog.getBySlug(slug, language);
}

/** Up to `count` other articles to read next: the same first category's newest (else the newest overall). */
export async function fetchRelatedArticles(
  article: BlogArticle,
  count: number,
  blog: BlogService = platformService(blogService),
): Promise<BlogArticleSummary[]> {
  const category = article.categories[0]?.slug;
  const page = await fetchBlogPage(category === undefined ? { page: 1 } : { page: 1, category }, blog);
  return page.articles.filter((other) => other.slug !== article.slug).slice(0, count);
}

/** Counts one view of an article (signed out too). */
export function sendArticleView(slug: string): Promise<void> {
  return platformService(blogService).recordView(slug);
}
