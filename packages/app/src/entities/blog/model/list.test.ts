import type { BlogArticleSummary, BlogPage } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { languageRoutedFx } from '@/shared/i18n';
import type { BlogListing } from '../lib/listing.ts';
import {
  $blogListStatus,
  $blogPage,
  blogListOpened,
  blogListPrerendered,
  blogListRetried,
  loadBlogPageFx,
} from './list.ts';

function summary(slug: string): BlogArticleSummary {
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
  };
}

const page = (slugs: string[], number = 1): BlogPage => ({
  articles: slugs.map(summary),
  totalCount: slugs.length,
  page: number,
  pageCount: 1,
});

describe('blog list model', () => {
  it('loads the listing opened, with its page', async () => {
    const load = vi.fn((listing: BlogListing) =>
      Promise.resolve(page([`${listing.kind}-${listing.value ?? ''}`], listing.page)),
    );
    const scope = fork({ handlers: [[loadBlogPageFx, load]] });
    await allSettled(blogListOpened, { scope, params: { kind: 'category', value: 'guides', page: 2 } });
    expect(load).toHaveBeenCalledWith({ kind: 'category', value: 'guides', page: 2 });
    expect(scope.getState($blogListStatus)).toBe('done');
    expect(scope.getState($blogPage)?.articles.map((a) => a.slug)).toEqual(['category-guides']);
  });

  it('drops the previous listing while the next one loads', async () => {
    let resolveSecond: (value: BlogPage) => void = () => undefined;
    const load = vi
      .fn<(listing: BlogListing) => Promise<BlogPage>>()
      .mockResolvedValueOnce(page(['first']))
      .mockImplementationOnce(() => new Promise((resolve) => (resolveSecond = resolve)));
    const scope = fork({ handlers: [[loadBlogPageFx, load]] });
    await allSettled(blogListOpened, { scope, params: { kind: 'all', page: 1 } });
    const pending = allSettled(blogListOpened, { scope, params: { kind: 'popular', page: 1 } });
    await expect.poll(() => load.mock.calls.length).toBe(2);
    expect(scope.getState($blogPage)).toBeNull();
    expect(scope.getState($blogListStatus)).toBe('pending');
    resolveSecond(page(['second']));
    await pending;
    expect(scope.getState($blogPage)?.articles[0]?.slug).toBe('second');
  });

  it('fails on an answer that is not a page of articles, and loads again on retry', async () => {
    const load = vi
      .fn<(listing: BlogListing) => Promise<BlogPage>>()
      .mockResolvedValueOnce({ articles: [{ slug: 1 }] } as unknown as BlogPage)
      .mockResolvedValueOnce(page(['ok']));
    const scope = fork({ handlers: [[loadBlogPageFx, load]] });
    await allSettled(blogListOpened, { scope, params: { kind: 'all', page: 1 } });
    expect(scope.getState($blogListStatus)).toBe('fail');
    await allSettled(blogListRetried, { scope });
    expect(scope.getState($blogListStatus)).toBe('done');
    expect(load).toHaveBeenLastCalledWith({ kind: 'all', page: 1 });
  });

  it('loads the same listing again in another language', async () => {
    const load = vi.fn(() => Promise.resolve(page(['a'])));
    const scope = fork({ handlers: [[loadBlogPageFx, load]] });
    await allSettled(blogListOpened, { scope, params: { kind: 'tag', value: 'ai', page: 1 } });
    await allSettled(languageRoutedFx, { scope, params: 'tr-TR' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ kind: 'tag', value: 'ai', page: 1 });
  });

  describe('prerendered with the build’s page', () => {
    const built = { listing: { kind: 'all', page: 1 }, language: 'en-US', page: page(['built']) } as const;

    it('shows it at once and while the platform is asked again, then the platform’s answer', async () => {
      let answer: (value: BlogPage) => void = () => undefined;
      const scope = fork({
        handlers: [[loadBlogPageFx, () => new Promise<BlogPage>((resolve) => (answer = resolve))]],
      });
      await allSettled(blogListPrerendered, { scope, params: built });
      expect(scope.getState($blogPage)?.articles[0]?.slug).toBe('built');
      expect(scope.getState($blogListStatus)).toBe('done');
      const opened = allSettled(blogListOpened, { scope, params: { kind: 'all', page: 1 } });
      expect(scope.getState($blogPage)?.articles[0]?.slug).toBe('built');
      expect(scope.getState($blogListStatus)).toBe('done');
      answer(page(['fresh']));
      await opened;
      expect(scope.getState($blogPage)?.articles[0]?.slug).toBe('fresh');
    });

    it('keeps it when asking again fails', async () => {
      const scope = fork({ handlers: [[loadBlogPageFx, () => Promise.reject(new Error('down'))]] });
      await allSettled(blogListPrerendered, { scope, params: built });
      await allSettled(blogListOpened, { scope, params: { kind: 'all', page: 1 } });
      expect(scope.getState($blogPage)?.articles[0]?.slug).toBe('built');
      expect(scope.getState($blogListStatus)).toBe('done');
    });

    it('never shows it for another listing, page or language', async () => {
      const scope = fork({
        handlers: [[loadBlogPageFx, () => new Promise<BlogPage>(() => undefined)]],
      });
      await allSettled(blogListPrerendered, { scope, params: built });
      void allSettled(blogListOpened, { scope, params: { kind: 'all', page: 2 } });
      expect(scope.getState($blogPage)).toBeNull();
      expect(scope.getState($blogListStatus)).toBe('pending');
      void allSettled(blogListOpened, { scope, params: { kind: 'all', page: 1 } });
      expect(scope.getState($blogPage)?.articles[0]?.slug).toBe('built');
      void allSettled(languageRoutedFx, { scope, params: 'tr-TR' });
      expect(scope.getState($blogPage)).toBeNull();
    });
  });
});
