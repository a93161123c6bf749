import type { BlogArticle, BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { languageRoutedFx } from '@/shared/i18n';
import {
  $article,
  $articleStatus,
  $relatedArticles,
  articleOpened,
  articlePrerendered,
  loadArticleFx,
  loadRelatedFx,
  recordViewFx,
} from './article.ts';

function article(slug: string): BlogArticle {
  return {
    id: slug,
    slug,
    title: slug,
    imageUrl: null,
    author: 'Emotion Guru Team',
    publishDate: '2026-01-01T00:00:00.000Z',
    readingTime: 3,
    viewCount: 1,
    description: '',
    categories: [{ id: 'c', slug: 'guides', title: 'Guides' }],
    tags: [],
    content: '<p>Text</p>',
    socialLinks: [],
    language: 'en-US',
    inRequestedLanguage: true,
  };
}

const related: BlogArticleSummary[] = [article('other')];

describe('blog article model', () => {
  it('loads the article in the language, counts its view and suggests others', async () => {
    const load = vi.fn(({ slug }: { slug: string }) => Promise.resolve(article(slug)));
    const view = vi.fn(() => Promise.resolve());
    const scope = fork({
      handlers: [
        [loadArticleFx, load],
        [recordViewFx, view],
        [loadRelatedFx, () => Promise.resolve(related)],
      ],
    });
    await allSettled(languageRoutedFx, { scope, params: 'tr-TR' });
    await allSettled(articleOpened, { scope, params: 'mental-loops' });
    expect(load).toHaveBeenCalledWith({ slug: 'mental-loops', language: 'tr-TR' });
    expect(scope.getState($articleStatus)).toBe('done');
    expect(scope.getState($article)?.slug).toBe('mental-loops');
    expect(view).toHaveBeenCalledExactlyOnceWith('mental-loops');
    expect(scope.getState($relatedArticles)).toEqual(related);
  });

  it('answers null for an unknown slug without counting a view', async () => {
    const view = vi.fn(() => Promise.resolve());
    const scope = fork({
      handlers: [
        [loadArticleFx, () => Promise.resolve(null)],
        [recordViewFx, view],
      ],
    });
    await allSettled(articleOpened, { scope, params: 'nope' });
    expect(scope.getState($articleStatus)).toBe('done');
    expect(scope.getState($article)).toBeNull();
    expect(view).not.toHaveBeenCalled();
  });

  it('loads the article again when the language changes', async () => {
    const load = vi.fn(({ slug }: { slug: string }) => Promise.resolve(article(slug)));
    const scope = fork({
      handlers: [
        [loadArticleFx, load],
        [recordViewFx, () => Promise.resolve()],
        [loadRelatedFx, () => Promise.resolve([])],
      ],
    });
    await allSettled(articleOpened, { scope, params: 'mental-loops' });
    await allSettled(languageRoutedFx, { scope, params: 'tr-TR' });
    expect(load).toHaveBeenLastCalledWith({ slug: 'mental-loops', language: 'tr-TR' });
  });

  it('fails on an answer that is not an article', async () => {
    const scope = fork({
      handlers: [[loadArticleFx, () => Promise.resolve({ slug: 'x' } as unknown as BlogArticle)]],
    });
    await allSettled(articleOpened, { scope, params: 'x' });
    expect(scope.getState($articleStatus)).toBe('fail');
  });

  describe('prerendered with the build’s article', () => {
    const built = { slug: 'calm', language: 'en-US', article: article('calm'), related } as const;

    it('shows it and its suggestions at once, and while the platform is asked again', async () => {
      let answer: (value: BlogArticle | null) => void = () => undefined;
      const scope = fork({
        handlers: [
          [loadArticleFx, () => new Promise<BlogArticle | null>((resolve) => (answer = resolve))],
          [recordViewFx, () => Promise.resolve()],
          [loadRelatedFx, () => new Promise<BlogArticleSummary[]>(() => undefined)],
        ],
      });
      await allSettled(articlePrerendered, { scope, params: built });
      expect(scope.getState($article)?.slug).toBe('calm');
      expect(scope.getState($articleStatus)).toBe('done');
      expect(scope.getState($relatedArticles).map((other) => other.slug)).toEqual(['other']);
      void allSettled(articleOpened, { scope, params: 'calm' });
      expect(scope.getState($article)?.slug).toBe('calm');
      expect(scope.getState($articleStatus)).toBe('done');
      answer({ ...article('calm'), title: 'Calm, revised' });
      await expect.poll(() => scope.getState($article)?.title).toBe('Calm, revised');
    });

    it('gives way to the platform’s answer that the article is no longer published', async () => {
      const scope = fork({
        handlers: [
          [loadArticleFx, () => Promise.resolve(null)],
          [recordViewFx, () => Promise.resolve()],
        ],
      });
      await allSettled(articlePrerendered, { scope, params: built });
      await allSettled(articleOpened, { scope, params: 'calm' });
      expect(scope.getState($article)).toBeNull();
      expect(scope.getState($articleStatus)).toBe('done');
    });

    it('is not shown for another article', async () => {
      const scope = fork({
        handlers: [[loadArticleFx, () => new Promise<BlogArticle | null>(() => undefined)]],
      });
      await allSettled(articlePrerendered, { scope, params: built });
      void allSettled(articleOpened, { scope, params: 'other' });
      expect(scope.getState($article)).toBeNull();
      expect(scope.getState($articleStatus)).toBe('pending');
    });
  });
});
