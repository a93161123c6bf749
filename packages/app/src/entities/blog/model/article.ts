import type { BlogArticle, BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { retryTransientFailures } from '@/shared/api';
import { $language, type Language } from '@/shared/i18n';
import { fetchArticle, fetchRelatedArticles, sendArticleView } from '../api/blog-api.ts';
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

/** An article as the build read it (the prerendered page's), in its language, with the ones to read next. */
export interface PrerenderedArticle {
  slug: string;
  language: Language;
  article: BlogArticle;
  related: BlogArticleSummary[];
}
/** The prerendered page's article: shown at once (and while the platform is asked again). */
export const articlePrerendered = createEvent<PrerenderedArticle>();
const $prerendered = createStore<PrerenderedArticle | null>(null, { serialize: 'ignore' }).on(
  articlePrerendered,
  (_, prerendered) => prerendered,
);

const $slug = createStore<string | null>(null)
  .on(articleOpened, (_, slug) => slug)
  .on(articlePrerendered, (_, { slug }) => slug);

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

/** Other articles to read next (`fetchRelatedArticles`). */
export const loadRelatedFx = createEffect((article: BlogArticle): Promise<BlogArticleSummary[]> =>
  fetchRelatedArticles(article, RELATED_COUNT),
);
const relatedQuery = createQuery({ name: 'blog/related', effect: loadRelatedFx });
concurrency(relatedQuery, { strategy: 'TAKE_LATEST' });
sample({ clock: articleOpened, target: relatedQuery.reset });
sample({
  clock: articleQuery.finished.success,
  filter: ({ result }) => result !== null,
  fn: ({ result }) => result as BlogArticle,
  target: relatedQuery.start,
});

/** The build's article when it is the one shown, in the language shown. */
const $prerenderedShown = combine($prerendered, $slug, $language, (prerendered, slug, language) =>
  prerendered !== null && prerendered.slug === slug && prerendered.language === language ? prerendered : null,
);

/**
 * The platform's answer once it has one (null: unknown, or no longer published); the build's article until
 * then, or when asking again failed.
 */
export const $article = combine(
  articleQuery.$data,
  articleQuery.$status,
  $prerenderedShown,
  (data, status, prerendered) => (status === 'done' ? data : (prerendered?.article ?? data)),
);
/** `'initial' | 'pending' | 'done' | 'fail'`; `'done'` while the build's article shows. */
export const $articleStatus = combine(articleQuery.$status, $prerenderedShown, (status, prerendered) =>
  prerendered === null ? status : 'done',
);
/** Suggested articles (the build's until loaded; empty while loading or when their load failed: they are optional). */
export const $relatedArticles = combine(
  relatedQuery.$data,
  $prerenderedShown,
  (related, prerendered) => related ?? prerendered?.related ?? [],
);
