import type { PlatformClient } from '@emotion-guru/platform-sdk';
import { SUPPORTED_LANGUAGES, type Language } from '@/shared/i18n';
import { articleContract, blogPageContract, isArticleSummary } from '../lib/contracts.ts';
import { blogPathTarget, listRequest, type BlogListing } from '../lib/listing.ts';
import { RELATED_COUNT, type PrerenderedArticle } from '../model/article.ts';
import type { PrerenderedBlogList } from '../model/list.ts';
import { fetchArticle, fetchBlogPage, fetchRelatedArticles } from './blog-api.ts';

/** What a prerendered blog page shows from the platform: a listing's page, or an article. */
export interface PrerenderedBlogData {
  blogList?: PrerenderedBlogList;
  article?: PrerenderedArticle;
}

/**
 * The build's read of a blog page (`path` without a locale prefix) in `language`, through the build's own
 * `platform` client: nothing for a path outside the blog or an article that is not published.
 */
export async function readBlogPageData(
  path: string,
  language: Language,
  platform: PlatformClient,
): Promise<PrerenderedBlogData> {
  const target = blogPathTarget(path);
  if (target === null) return {};
  if ('listing' in target) {
    const page = await fetchBlogPage(listRequest(target.listing), platform.blog);
    return { blogList: { listing: target.listing, language, page } };
  }
  const article = await fetchArticle(target.slug, language, platform.blog);
  if (article === null) return {};
  const related = await fetchRelatedArticles(article, RELATED_COUNT, platform.blog);
  return { article: { slug: target.slug, language, article, related } };
}

function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

function isListing(value: unknown): value is BlogListing {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, value: term, page } = value as Record<string, unknown>;
  return (
    (kind === 'all' || kind === 'popular' || kind === 'category' || kind === 'tag') &&
    (term === undefined || typeof term === 'string') &&
    typeof page === 'number'
  );
}

/** The blog part of a page's `data-state` as the build wrote it; whatever does not check out is left out. */
export function readPrerenderedBlogData(state: Record<string, unknown>): PrerenderedBlogData {
  const data: PrerenderedBlogData = {};
  const list = state['blogList'] as Partial<PrerenderedBlogList> | undefined;
  if (list && isListing(list.listing) && isLanguage(list.language) && blogPageContract.isData(list.page)) {
    data.blogList = { listing: list.listing, language: list.language, page: list.page };
  }
  const entry = state['article'] as Partial<PrerenderedArticle> | undefined;
  if (
    entry &&
    typeof entry.slug === 'string' &&
    isLanguage(entry.language) &&
    entry.article &&
    articleContract.isData(entry.article) &&
    Array.isArray(entry.related) &&
    entry.related.every(isArticleSummary)
  ) {
    data.article = {
      slug: entry.slug,
      language: entry.language,
      article: entry.article,
      related: entry.related,
    };
  }
  return data;
}
