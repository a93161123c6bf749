import type { BlogArticle, BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { retryTransientFailures } from '@/shared/api';
import { $language, type Language } from '@/shared/i18n';
import { fetchArticle, fetchBlogPage, sendArticleView } from '../api/blog-api.ts';
import { articleContract } from '../lib/contracts.ts';
import { claimArticleView } from '../lib/viewed.ts';

/** How many other articles the article page suggests. */
export const RELATED_COUNT = 3;

/** The article page opens with a slug (or the slug changes). */
export const articleOpened = createEvent<string>();
/** The article's retry after a failure. */
export const articleRetried = createEvent();

export const loadArticleFx = createEffect(
  ({ slug, language }: { slug: string; language: Language }): Promise<BlogArticle | null> =>
    fetchArticle(slug, language),
);

/** The article in the page's language (its English text, flagged, when it has none in it); null when unknown. */
export const articleQuery = createQuery({
  name: 'blog/article',
  effect: loadArticleFx,
  contract: articleContract,
});
concurrency(articleQuery, { strategy: 'TAKE_LATEST' });
retryTransientFailures(articleQuery);

const $slug = createStore<string | null>(null).on(articleOpened, (_, slug) => slug);

sample({ clock: articleOpened, target: articleQuery.reset });
sample({
  clock: [articleOpened, articleRetried, $language.updates],
  source: { slug: $slug, language: $language },
  filter: (source): source is { slug: string; language: Language } => source.slug !== null,
  target: articleQuery.start,
});

/**
 * Counts a view once per article per browser session (session storage), whatever the outcome: a
 * failure is only logged, the reader never hears of it.
 */
export const recordViewFx = createEffect(async (slug: string): Promise<void> => {
  if (!claimArticleView(slug)) return;
  try {
    await sendArticleView(slug);
  } catch (error) {
    console.warn('Could not count the article view', error);
  }
});
sample({
  clock: articleQuery.finished.success,
  filter: ({ result }) => result !== null,
  fn: ({ result }) => result?.slug ?? '',
  target: recordViewFx,
});

/** Other articles to read next: the same first category's newest (else the newest overall), this one left out. */
export const loadRelatedFx = createEffect(async (article: BlogArticle): Promise<BlogArticleSummary[]> => {
  const category = article.categories[0]?.slug;
  const page = await fetchBlogPage(category === undefined ? { page: 1 } : { page: 1, category });
  return page.articles.filter((other) => other.slug !== article.slug).slice(0, RELATED_COUNT);
});
const relatedQuery = createQuery({ name: 'blog/related', effect: loadRelatedFx });
concurrency(relatedQuery, { strategy: 'TAKE_LATEST' });
sample({ clock: articleOpened, target: relatedQuery.reset });
sample({
  clock: articleQuery.finished.success,
  filter: ({ result }) => result !== null,
  fn: ({ result }) => result as BlogArticle,
  target: relatedQuery.start,
});

export const $article = articleQuery.$data;
/** `'initial' | 'pending' | 'done' | 'fail'`. */
export const $articleStatus = articleQuery.$status;
/** Suggested articles (empty while loading or when their load failed: they are optional). */
export const $relatedArticles = relatedQuery.$data.map((articles) => articles ?? []);
