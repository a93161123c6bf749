import type { BlogArticle, BlogArticleSummary, BlogPage, BlogTerm } from '@emotion-guru/platform-sdk';
import type { Contract } from '@farfetched/core';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTerm(value: unknown): value is BlogTerm {
  return isObject(value) && typeof value.slug === 'string' && typeof value.title === 'string';
}

/** What a card needs to show an article and link to it. */
export function isArticleSummary(value: unknown): value is BlogArticleSummary {
  return (
    isObject(value) &&
    typeof value.slug === 'string' &&
    value.slug !== '' &&
    typeof value.title === 'string' &&
    typeof value.publishDate === 'string' &&
    typeof value.readingTime === 'number' &&
    (value.imageUrl === null || typeof value.imageUrl === 'string') &&
    Array.isArray(value.categories) &&
    value.categories.every(isTerm) &&
    Array.isArray(value.tags) &&
    value.tags.every(isTerm)
  );
}

/** A page of articles: every article readable, counts as numbers. */
export const blogPageContract: Contract<unknown, BlogPage> = {
  isData: (raw): raw is BlogPage =>
    isObject(raw) &&
    Array.isArray(raw.articles) &&
    raw.articles.every(isArticleSummary) &&
    typeof raw.totalCount === 'number' &&
    typeof raw.page === 'number' &&
    typeof raw.pageCount === 'number',
  getErrorMessages: () => ['The blog list is not a page of articles'],
};

/** An article with its text, or null (no published article has the slug). */
export const articleContract: Contract<unknown, BlogArticle | null> = {
  isData: (raw): raw is BlogArticle | null =>
    raw === null ||
    (isArticleSummary(raw) &&
      typeof (raw as unknown as Record<string, unknown>).content === 'string' &&
      Array.isArray((raw as unknown as Record<string, unknown>).socialLinks) &&
      typeof (raw as unknown as Record<string, unknown>).inRequestedLanguage === 'boolean'),
  getErrorMessages: () => ['The article is not an article'],
};
