/** The public blog: GsbBlog queries as the SDK's blog service sends them, and blogOps.recordView. */
import { isPlatformError } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import type { Row } from '../src/query/types.ts';
import { BLOG_MESSAGES } from '../src/workflows/blog.ts';
import { call, sdk, useEmulator } from './helpers.ts';

const { emulator } = useEmulator();

function stored(slug: string): Row {
  const row = emulator.db.rows(emulator.db.tenant('emotion'), 'GsbBlog').find((r) => r.slug === slug);
  if (row === undefined) throw new Error(`no seeded article ${slug}`);
  return row;
}

function change(slug: string, values: Row): void {
  Object.assign(stored(slug), values);
}

describe('blog lists', () => {
  it('answers the published articles newest first, signed out, with only the list columns', async () => {
    const page = await sdk().blog.list();
    expect(page.totalCount).toBe(8);
    expect(page.pageCount).toBe(1);
    expect(page.articles.map((a) => a.slug).slice(0, 3)).toEqual([
      'public-notice-about-fraud',
      'emotion-guru-future-of-mental-wellness',
      'how-to-master-your-emotional-patterns',
    ]);
    const first = page.articles[0];
    expect(first).toMatchObject({
      title: 'Public notice about fraud',
      author: 'Emotion Guru Team',
      categories: [{ slug: 'announcements', title: 'Announcements' }],
      tags: [{ slug: 'security', title: 'Security' }],
    });
    expect(first?.imageUrl).toMatch(/^http:\/\/platform\.test\/api\/file\/public\/emotion\/.+\.svg$/);
    expect(first).not.toHaveProperty('content');
  });

  it('sends no content over the wire for a list', async () => {
    const client = sdk();
    const answer = await call('/api/entity/query', { ...client.blog.listQuery() });
    const rows = answer.body.entities as Row[];
    expect(rows).toHaveLength(8);
    expect(rows[0]).not.toHaveProperty('content');
    expect(rows[0]).not.toHaveProperty('isPublished');
  });

  it('answers texts in the requested language', async () => {
    const page = await sdk({ language: 'tr-TR' }).blog.list();
    expect(page.articles[0]).toMatchObject({
      title: 'Dolandırıcılığa karşı kamuoyu duyurusu',
      categories: [{ slug: 'announcements', title: 'Duyurular' }],
    });
  });

  it('filters by category and by tag, newest first', async () => {
    const blog = sdk().blog;
    const guides = await blog.list({ category: 'guides' });
    expect(guides.articles.map((a) => a.slug)).toEqual([
      'how-to-master-your-emotional-patterns',
      'emotion-tracking-app',
      'ultimate-guide-to-emotional-intelligence',
    ]);
    const patterns = await blog.list({ tag: 'patterns' });
    expect(patterns.articles.map((a) => a.slug)).toEqual([
      'how-to-master-your-emotional-patterns',
      'visualize-your-mind-and-feelings',
      'mental-loops',
    ]);
    expect((await blog.list({ category: 'nothing-here' })).articles).toEqual([]);
  });

  it('leaves unpublished articles out', async () => {
    change('public-notice-about-fraud', { isPublished: false });
    const page = await sdk().blog.list();
    expect(page.totalCount).toBe(7);
    expect(page.articles.map((a) => a.slug)).not.toContain('public-notice-about-fraud');
  });

  it('orders the popular list by view count', async () => {
    const page = await sdk().blog.popular();
    expect(page.articles.map((a) => a.viewCount)).toEqual([4020, 3150, 2310, 1990, 1745, 1530, 1280, 412]);
  });

  it('pages by 12', async () => {
    const page = await sdk().blog.list({ page: 2 });
    expect(page).toMatchObject({ articles: [], totalCount: 8, page: 2 });
  });
});

describe('blog article', () => {
  it('answers a published article by slug with its content in the language', async () => {
    const article = await sdk({ language: 'tr-TR' }).blog.getBySlug('mental-loops');
    expect(article).toMatchObject({ slug: 'mental-loops', language: 'tr-TR', inRequestedLanguage: true });
    expect(article?.content).toContain('<p>');
    const english = await sdk().blog.getBySlug('mental-loops');
    expect(english?.content).not.toBe(article?.content);
  });

  it('falls back to English, saying so, when the article has no text in the language', async () => {
    const row = stored('mental-loops');
    const content = row.content as Row;
    change('mental-loops', { content: { 'en-US': content['en-US'] } });
    const article = await sdk({ language: 'tr-TR' }).blog.getBySlug('mental-loops');
    expect(article).toMatchObject({
      language: 'en-US',
      inRequestedLanguage: false,
      content: content['en-US'],
    });
  });

  it('answers null for an unknown or unpublished slug', async () => {
    const blog = sdk().blog;
    expect(await blog.getBySlug('no-such-article')).toBeNull();
    change('mental-loops', { isPublished: false });
    expect(await blog.getBySlug('mental-loops')).toBeNull();
  });
});

describe('blogOps.recordView', () => {
  it('counts a view signed out, without changing the audit fields', async () => {
    const before = { ...stored('mental-loops') };
    await expect(sdk().blog.recordView('mental-loops')).resolves.toBeUndefined();
    const after = stored('mental-loops');
    expect(after.viewCount).toBe(1991);
    expect(after.lastUpdateDate).toBe(before.lastUpdateDate);
    expect(after.lastUpdatedBy_id).toBe(before.lastUpdatedBy_id);
    const popular = await sdk().blog.popular();
    expect(popular.articles.find((a) => a.slug === 'mental-loops')?.viewCount).toBe(1991);
  });

  it('refuses an unknown or unpublished slug and counts nothing', async () => {
    change('mental-loops', { isPublished: false });
    const failure = sdk().blog.recordView('mental-loops');
    await expect(failure).rejects.toSatisfy((e: unknown) => isPlatformError(e, 'RECORD_BLOG_VIEW_FAILED'));
    expect(stored('mental-loops').viewCount).toBe(1990);
    const answer = await call('/api/workflow/runFunction', {
      functionName: 'blogOps',
      params: { op: 'recordView', slug: 'nope' },
    });
    expect(answer.body.result).toMatchObject({ success: false, message: BLOG_MESSAGES.NOT_FOUND });
  });

  it('answers 404 for an unknown op', async () => {
    const answer = await call('/api/workflow/runFunction', {
      functionName: 'blogOps',
      params: { op: 'delete' },
    });
    expect(answer.status).toBe(404);
  });
});
