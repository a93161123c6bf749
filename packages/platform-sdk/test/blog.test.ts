import { describe, expect, it } from 'vitest';
import { BLOG_LIST_COLUMNS, BLOG_PAGE_SIZE, BlogOp, PlatformError, isPlatformError } from '../src/index.ts';
import { answerOps, bulkAware, json, makeClient } from './helpers.ts';

const ROW = {
  id: 'b1',
  slug: 'mental-loops',
  title: 'Mental loops',
  image: { publicUrl: 'http://platform.test/api/file/public/emotion/f1/mental-loops.svg' },
  author: 'Emotion Guru Team',
  publishDate: '2026-01-02T00:00:00.000Z',
  readingTime: 4,
  viewCount: 10,
  description: 'Loops of thought',
  categories: [{ id: 'c1', slug: 'guides', title: 'Guides' }],
  tags: [{ id: 't1', name: 'patterns', title: 'Patterns' }],
};

function innerQuery(calls: { body: Record<string, unknown> }[]): Record<string, unknown> {
  const body = calls[0]?.body ?? {};
  const bulkCalls = body.bulkCalls as { request: Record<string, unknown> }[] | undefined;
  const request = { ...(bulkCalls?.[0]?.request ?? body) };
  delete request.variation;
  return request;
}

describe('blog service: lists', () => {
  it('queries published articles with the list columns, newest first, 12 a page, in the language', async () => {
    const { client, calls } = makeClient(
      bulkAware(() => ({ entities: [ROW], totalCount: 25 })),
      { language: () => 'tr-TR' },
    );
    const page = await client.blog.list({ page: 3 });
    expect(calls[0]?.body.variation).toEqual({ tenantCode: 'emotion', languageCode: 'tr-TR' });
    expect(innerQuery(calls)).toEqual({
      entityName: 'GsbBlog',
      selectCols: [...BLOG_LIST_COLUMNS],
      filters: [{ field: 'isPublished', op: 'eq', value: true }],
      sortCols: [{ field: 'publishDate', dir: 'desc' }],
      startIndex: 24,
      count: BLOG_PAGE_SIZE,
      calcTotalCount: true,
    });
    expect(BLOG_LIST_COLUMNS).not.toContain('content');
    expect(page).toEqual({
      page: 3,
      pageCount: 3,
      totalCount: 25,
      articles: [
        {
          id: 'b1',
          slug: 'mental-loops',
          title: 'Mental loops',
          imageUrl: ROW.image.publicUrl,
          author: 'Emotion Guru Team',
          publishDate: '2026-01-02T00:00:00.000Z',
          readingTime: 4,
          viewCount: 10,
          description: 'Loops of thought',
          categories: [{ id: 'c1', slug: 'guides', title: 'Guides' }],
          tags: [{ id: 't1', slug: 'patterns', title: 'Patterns' }],
        },
      ],
    });
  });

  it('filters a category by slug and a tag by name; popular sorts by view count', () => {
    const { client } = makeClient();
    expect(client.blog.listQuery({ category: 'guides' }).filters).toEqual([
      { field: 'isPublished', op: 'eq', value: true },
      { field: 'categories.slug', op: 'eq', value: 'guides' },
    ]);
    expect(client.blog.listQuery({ tag: 'patterns' }).filters).toContainEqual({
      field: 'tags.name',
      op: 'eq',
      value: 'patterns',
    });
    expect(client.blog.listQuery({ popular: true }).sortCols?.[0]).toEqual({
      field: 'viewCount',
      dir: 'desc',
    });
    expect(client.blog.listQuery({ page: -4 }).startIndex).toBe(0);
  });

  it('reads an article without an image, categories or totalCount', async () => {
    const { client } = makeClient(bulkAware(() => ({ entities: [{ id: 'b2', slug: 's', title: 'T' }] })));
    const page = await client.blog.popular();
    expect(page).toMatchObject({ totalCount: 1, pageCount: 1 });
    expect(page.articles[0]).toMatchObject({ imageUrl: null, categories: [], tags: [], readingTime: 1 });
  });

  it('throws "Failed to load blog articles" when the query fails', async () => {
    const { client } = makeClient(() => json({}, 500));
    const failure = client.blog.list();
    await expect(failure).rejects.toBeInstanceOf(PlatformError);
    await expect(failure).rejects.toMatchObject({
      code: 'GET_BLOG_FAILED',
      message: 'Failed to load blog articles',
    });
  });
});

describe('blog service: article', () => {
  const MULTI = {
    ...ROW,
    title: { 'en-US': 'Mental loops', 'tr-TR': 'Zihinsel döngüler' },
    description: { 'en-US': 'Loops', 'tr-TR': 'Döngüler' },
    content: { 'en-US': '<p>English</p>', 'tr-TR': '<p>Türkçe</p>' },
    categories: [{ id: 'c1', slug: 'guides', title: { 'en-US': 'Guides', 'tr-TR': 'Rehberler' } }],
    socialLinks: '["https://x.com/share?u=1", "javascript:alert(1)"]',
  };

  it('filters slug and isPublished, alone and in every language, and picks the requested one', async () => {
    const { client, calls } = makeClient(() => ({ entities: [MULTI] }), { language: () => 'tr-TR' });
    const article = await client.blog.getBySlug('mental-loops');
    expect(calls[0]?.path).toBe('/api/entity/query');
    expect(calls[0]?.body).toMatchObject({
      entityName: 'GsbBlog',
      filters: [
        { field: 'slug', op: 'eq', value: 'mental-loops' },
        { field: 'isPublished', op: 'eq', value: true },
      ],
      count: 1,
      variation: { tenantCode: 'emotion', languageCode: '*' },
    });
    expect(calls[0]?.body.selectCols).toContain('content');
    expect(article).toMatchObject({
      title: 'Zihinsel döngüler',
      description: 'Döngüler',
      content: '<p>Türkçe</p>',
      categories: [{ slug: 'guides', title: 'Rehberler' }],
      socialLinks: ['https://x.com/share?u=1'],
      language: 'tr-TR',
      inRequestedLanguage: true,
    });
  });

  it('gives the English text, flagged, when the article has none in the language', async () => {
    const english = { ...MULTI, content: { 'en-US': '<p>English</p>', 'tr-TR': '' } };
    const { client } = makeClient(() => ({ entities: [english] }), { language: () => 'tr-TR' });
    expect(await client.blog.getBySlug('mental-loops')).toMatchObject({
      content: '<p>English</p>',
      description: 'Loops',
      language: 'en-US',
      inRequestedLanguage: false,
    });
  });

  it('answers null when no published article has the slug, and sends nothing for an empty slug', async () => {
    const { client, calls } = makeClient(() => ({ entities: [] }));
    expect(await client.blog.getBySlug('nope')).toBeNull();
    expect(await client.blog.getBySlug(' ')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('throws "Failed to load the article" when the query fails', async () => {
    const { client } = makeClient(() => json({}, 503));
    await expect(client.blog.getBySlug('x')).rejects.toSatisfy((e: unknown) =>
      isPlatformError(e, 'GET_BLOG_ARTICLE_FAILED'),
    );
  });
});

describe('blog service: views', () => {
  it('records a view through blogOps', async () => {
    const { client, calls } = makeClient(answerOps({ recordView: { success: true } }));
    await expect(client.blog.recordView('mental-loops')).resolves.toBeUndefined();
    expect(calls[0]?.body).toMatchObject({
      functionName: 'blogOps',
      params: { op: BlogOp.RecordView, slug: 'mental-loops' },
    });
  });

  it.each([
    ['refused', { success: false, error: 'No such article' }, 'No such article'],
    ['failed', json({}, 500), 'Failed to record the article view'],
  ] as const)('rejects when the op is %s', async (_case, answer, error) => {
    const { client } = makeClient(answerOps({ recordView: answer }));
    await expect(client.blog.recordView('x')).rejects.toMatchObject({
      code: 'RECORD_BLOG_VIEW_FAILED',
      details: { error },
    });
  });
});
