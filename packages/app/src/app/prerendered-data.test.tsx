import {
  SubscriptionType,
  type BlogArticle,
  type BlogPage,
  type PlanListItem,
} from '@emotion-guru/platform-sdk';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $article, $articleStatus, $blogListStatus, $blogPage } from '@/entities/blog';
import { $plans } from '@/entities/plan';
import { applyPrerenderedData, readPrerenderedData } from './prerendered-data.ts';

const premium: PlanListItem = {
  id: 'premium',
  name: 'Premium',
  description: 'For you',
  subscriptionType: SubscriptionType.Premium,
  monthlyPrice: 9.99,
  yearlyPrice: 99,
  currency: 'USD',
  features: ['journal'],
};

const article: BlogArticle = {
  id: 'calm',
  slug: 'calm',
  title: 'Calm',
  imageUrl: null,
  author: 'Emotion Guru Team',
  publishDate: '2026-01-01T00:00:00.000Z',
  readingTime: 3,
  viewCount: 1,
  description: 'On calm',
  categories: [{ id: 'c', slug: 'guides', title: 'Guides' }],
  tags: [{ id: 't', slug: 'ai', title: 'AI' }],
  content: '<p>Text</p>',
  socialLinks: [],
  language: 'en-US',
  inRequestedLanguage: true,
};
const blogPage: BlogPage = { articles: [article], totalCount: 1, page: 1, pageCount: 1 };

describe('prerendered data', () => {
  it('reads the plans back and puts them where the pricing page shows them', async () => {
    const data = readPrerenderedData(JSON.stringify({ plans: [premium] }));
    expect(data).toEqual({ plans: [premium] });
    const scope = fork();
    await applyPrerenderedData(scope, data);
    expect(scope.getState($plans)).toEqual([premium]);
  });

  it('reads a blog page’s listing or article back and shows it, as the build read it', async () => {
    const data = readPrerenderedData(
      JSON.stringify({
        blogList: { listing: { kind: 'tag', value: 'ai', page: 1 }, language: 'en-US', page: blogPage },
        article: { slug: 'calm', language: 'en-US', article, related: [article] },
      }),
    );
    expect(data.blogList?.page).toEqual(blogPage);
    expect(data.article?.article).toEqual(article);
    const scope = fork();
    await applyPrerenderedData(scope, data);
    expect(scope.getState($blogPage)).toEqual(blogPage);
    expect(scope.getState($blogListStatus)).toBe('done');
    expect(scope.getState($article)).toEqual(article);
    expect(scope.getState($articleStatus)).toBe('done');
  });

  it('leaves out blog data that is not what the build writes', () => {
    const state = {
      blogList: { listing: { kind: 'everything', page: 1 }, language: 'en-US', page: blogPage },
      article: { slug: 'calm', language: 'de-DE', article, related: [] },
      plans: [premium],
    };
    expect(readPrerenderedData(JSON.stringify(state))).toEqual({ plans: [premium] });
  });

  it.each([undefined, '', 'not json', 'null', '[]', '{"plans":"many"}'])(
    'treats %j as no data, so the page loads as a visit to the app would',
    (attribute) => {
      expect(readPrerenderedData(attribute)).toEqual({});
    },
  );
});
