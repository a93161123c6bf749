import type { BlogArticle, BlogListRequest, BlogPage } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/** One page of published articles in the platform's current language (`platform.blog.list`). */
export function fetchBlogPage(request: BlogListRequest): Promise<BlogPage> {
  return getPlatform().blog.list(request);
}

/** A published article with its text in `language`, or null for an unknown or unpublished slug. */
export function fetchArticle(slug: string, language: string): Promise<BlogArticle | null> {
  return getPlatform().blog.getBySlug(slug, language);
}

/** Counts one view of an article (signed out too). */
export function sendArticleView(slug: string): Promise<void> {
  return getPlatform().blog.recordView(slug);
}
