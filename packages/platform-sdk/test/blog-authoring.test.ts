import { describe, expect, it } from 'vitest';
import {
  BLOG_EDIT_COLUMNS,
  BLOG_LIMITS,
  ERRORS,
  PlatformError,
  isPlatformError,
  validateBlogArticle,
  type BlogArticleInput,
} from '../src/index.ts';
import { bulkAware, json, makeClient, type Recorded } from './helpers.ts';

const INPUT: BlogArticleInput = {
  slug: 'quiet-mornings',
  title: { 'en-US': 'Quiet mornings', 'tr-TR': 'Sessiz sabahlar' },
  description: { 'en-US': 'Start slow', 'tr-TR': 'Yavaş başla' },
  content: { 'en-US': '<p>Breathe.</p>', 'tr-TR': '<p>Nefes al.</p>' },
  imageId: 'f1',
  author: 'Emotion Guru Team',
  publishDate: '2026-03-01T09:30:00+03:00',
  isPublished: false,
  readingTime: 2,
  categoryIds: ['c1', 'c2', 'c1'],
  tagIds: ['t1'],
};

const STORED = {
  id: 'b9',
  slug: 'quiet-mornings',
  title: { 'en-US': 'Quiet mornings', 'tr-TR': 'Sessiz sabahlar' },
  description: { 'en-US': 'Start slow' },
  content: { 'en-US': '<p>Breathe.</p>', 'tr-TR': '<p>Nefes al.</p>' },
  image_id: 'f1',
  image: { id: 'f1', publicUrl: 'http://platform.test/api/file/public/emotion/f1/cover.png' },
  author: 'Emotion Guru Team',
  publishDate: '2026-03-01T06:30:00.000Z',
  isPublished: false,
  readingTime: 2,
  categories: [{ id: 'c1' }, { id: 'c2' }],
  tags: [{ id: 't1' }],
};

/** The request of an entity call, whether it went alone or inside a bulk request. */
function requestOf(call: Recorded | undefined): Record<string, unknown> {
  const bulk = call?.body.bulkCalls as { request: Record<string, unknown> }[] | undefined;
  return bulk?.[0]?.request ?? call?.body ?? {};
}

function savesOf(calls: Recorded[]): Record<string, unknown>[] {
  return calls.filter((c) => c.path === '/api/entity/save').map((c) => c.body);
}

describe('blog authoring: loadForEditing', () => {
  it('reads the article by slug alone, in every language, drafts too, with what the editor writes', async () => {
    const { client, calls } = makeClient(() => ({ entities: [STORED] }), { language: () => 'tr-TR' });
    const article = await client.blog.loadForEditing('quiet-mornings');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/entity/query');
    expect(calls[0]?.body).toMatchObject({
      entityName: 'GsbBlog',
      selectCols: [...BLOG_EDIT_COLUMNS],
      filters: [{ field: 'slug', op: 'eq', value: 'quiet-mornings' }],
      count: 1,
      variation: { tenantCode: 'emotion', languageCode: '*' },
    });
    expect(article).toEqual({
      id: 'b9',
      slug: 'quiet-mornings',
      title: { 'en-US': 'Quiet mornings', 'tr-TR': 'Sessiz sabahlar' },
      description: { 'en-US': 'Start slow', 'tr-TR': '' },
      content: { 'en-US': '<p>Breathe.</p>', 'tr-TR': '<p>Nefes al.</p>' },
      imageId: 'f1',
      image: { id: 'f1', publicUrl: STORED.image.publicUrl },
      author: 'Emotion Guru Team',
      publishDate: '2026-03-01T06:30:00.000Z',
      isPublished: false,
      readingTime: 2,
      categoryIds: ['c1', 'c2'],
      tagIds: ['t1'],
    });
  });

  it('reads an article without a cover, with a plain-string title, or from a sparse row', async () => {
    const { client } = makeClient((_r, i) => ({
      entities: [
        i === 0
          ? { id: 'b1', slug: 's', title: 'Only English', image: null, categories: ['c1', ''] }
          : { id: 'b2', slug: 't', image: { id: 'f2', publicUrl: 'u' }, readingTime: 'x' },
      ],
    }));
    expect(await client.blog.loadForEditing('s')).toMatchObject({
      title: { 'en-US': 'Only English', 'tr-TR': '' },
      content: { 'en-US': '', 'tr-TR': '' },
      imageId: null,
      image: null,
      isPublished: false,
      readingTime: 1,
      categoryIds: ['c1'],
      tagIds: [],
    });
    expect(await client.blog.loadForEditing('t')).toMatchObject({
      imageId: 'f2',
      image: { id: 'f2', publicUrl: 'u' },
    });
  });

  it('answers null for an unknown slug, sends nothing for an empty one, and fails with GET_BLOG_ARTICLE_FAILED', async () => {
    const { client, calls } = makeClient((_r, i) => (i === 0 ? { entities: [] } : json({}, 500)));
    expect(await client.blog.loadForEditing('nope')).toBeNull();
    expect(await client.blog.loadForEditing('  ')).toBeNull();
    expect(calls).toHaveLength(1);
    await expect(client.blog.loadForEditing('x')).rejects.toSatisfy((e: unknown) =>
      isPlatformError(e, 'GET_BLOG_ARTICLE_FAILED'),
    );
  });
});

describe('blog authoring: saveArticle', () => {
  it('creates the article through the entity save: every language, the cover, the mappings as id lists', async () => {
    const { client, calls } = makeClient(bulkAware(() => ({ id: 'b9', entity: { id: 'b9' } })));
    await expect(client.blog.saveArticle(INPUT)).resolves.toEqual({ id: 'b9', slug: 'quiet-mornings' });
    expect(calls.map((c) => c.path)).toEqual(['/api/entity/save']);
    const request = requestOf(calls[0]);
    expect(request.entityName).toBe('GsbBlog');
    expect(request.entity).toEqual({
      slug: 'quiet-mornings',
      title: INPUT.title,
      description: INPUT.description,
      content: INPUT.content,
      image_id: 'f1',
      author: 'Emotion Guru Team',
      publishDate: '2026-03-01T06:30:00.000Z',
      isPublished: false,
      readingTime: 2,
      categories: ['c1', 'c2'],
      tags: ['t1'],
    });
  });

  it('updates by id, clears the cover with null, and reads the id from the saved entity', async () => {
    const { client, calls } = makeClient(() => ({ entity: { id: 'b9' } }));
    const saved = await client.blog.saveArticle({ ...INPUT, id: 'b9', imageId: null, categoryIds: [] });
    expect(saved).toEqual({ id: 'b9', slug: 'quiet-mornings' });
    expect(savesOf(calls)[0]?.entity).toMatchObject({ id: 'b9', image_id: null, categories: [] });
    const fresh = await client.blog.saveArticle({ ...INPUT, id: '' });
    expect(fresh.id).toBe('b9');
    expect(savesOf(calls)[1]?.entity).not.toHaveProperty('id');
  });

  it.each([
    ['a missing slug', { slug: '' }, 'BLOG_SLUG_REQUIRED', 'slug'],
    ['a slug with spaces', { slug: 'Quiet mornings' }, 'BLOG_SLUG_INVALID', 'slug'],
    ['a slug with capitals', { slug: 'Quiet-mornings' }, 'BLOG_SLUG_INVALID', 'slug'],
    ['a slug with a double hyphen', { slug: 'quiet--mornings' }, 'BLOG_SLUG_INVALID', 'slug'],
    ['a slug ending in a hyphen', { slug: 'quiet-' }, 'BLOG_SLUG_INVALID', 'slug'],
    ['a Turkish letter in the slug', { slug: 'sessiz-sabahlar-ş' }, 'BLOG_SLUG_INVALID', 'slug'],
    ['a slug over 80', { slug: 'a'.repeat(81) }, 'FIELD_TOO_LONG', 'slug'],
    ['no English title', { title: { 'en-US': '  ', 'tr-TR': 'Başlık' } }, 'BLOG_TITLE_REQUIRED', 'title'],
    ['a title over 256', { title: { 'en-US': 'T', 'tr-TR': 'ş'.repeat(257) } }, 'FIELD_TOO_LONG', 'title'],
    [
      'a description over 256',
      { description: { 'en-US': 'd'.repeat(257) } },
      'FIELD_TOO_LONG',
      'description',
    ],
    ['content over 2048', { content: { 'en-US': 'c'.repeat(2049) } }, 'FIELD_TOO_LONG', 'content'],
    ['an author over 1024', { author: 'a'.repeat(1025) }, 'FIELD_TOO_LONG', 'author'],
    ['an unreadable publish date', { publishDate: 'soon' }, 'BLOG_PUBLISH_DATE_INVALID', 'publishDate'],
    ['a reading time of 0', { readingTime: 0 }, 'BLOG_READING_TIME_INVALID', 'readingTime'],
    ['a fractional reading time', { readingTime: 1.5 }, 'BLOG_READING_TIME_INVALID', 'readingTime'],
  ] as const)('refuses %s before sending anything', async (_case, change, code, field) => {
    const { client, calls } = makeClient(() => ({ id: 'b9' }));
    const failure = client.blog.saveArticle({ ...INPUT, ...change });
    await expect(failure).rejects.toBeInstanceOf(PlatformError);
    await expect(failure).rejects.toMatchObject({ code, details: { field } });
    expect(calls).toEqual([]);
  });

  it('names the language of a field that is too long, and counts characters, not UTF-16 units', () => {
    const [tooLong] = validateBlogArticle({ ...INPUT, title: { 'en-US': 'T', 'tr-TR': 'ş'.repeat(257) } });
    expect(tooLong?.message).toBe('title (tr-TR) must be at most 256 characters');
    expect(tooLong?.details).toMatchObject({ field: 'title', language: 'tr-TR', length: 257, max: 256 });
    const emoji = '🙂'.repeat(BLOG_LIMITS.title);
    expect(validateBlogArticle({ ...INPUT, title: { 'en-US': emoji } })).toEqual([]);
    expect(validateBlogArticle({ ...INPUT, content: { 'en-US': 'c'.repeat(2048) } })).toEqual([]);
    expect(validateBlogArticle(INPUT)).toEqual([]);
  });

  it('lists every problem, in field order', () => {
    const problems = validateBlogArticle({ ...INPUT, slug: 'Bad Slug', title: {}, readingTime: 0 });
    expect(problems.map((p) => p.code)).toEqual([
      'BLOG_SLUG_INVALID',
      'BLOG_TITLE_REQUIRED',
      'BLOG_READING_TIME_INVALID',
    ]);
  });

  it.each([
    [
      'the unique rule on slug',
      json({ success: false, message: 'slug must be unique', field: 'slug', rule: 'unique' }, 400),
      { code: 'BLOG_SLUG_TAKEN', message: ERRORS.BLOG_SLUG_TAKEN, details: { field: 'slug', status: 400 } },
    ],
    [
      'a platform that only says the slug is taken',
      json({ success: false, message: 'slug must be unique' }, 400),
      { code: 'BLOG_SLUG_TAKEN' },
    ],
    [
      'a field over its size',
      json(
        {
          success: false,
          message: 'content (en-US) must be at most 2048 characters',
          field: 'content',
          language: 'en-US',
          maxLength: 2048,
          rule: 'maxLength',
        },
        400,
      ),
      {
        code: 'FIELD_TOO_LONG',
        message: 'content (en-US) must be at most 2048 characters',
        details: { field: 'content', language: 'en-US', max: 2048 },
      },
    ],
    [
      'a field over its size, without a message',
      json({ success: false, field: 'author', maxLength: 1024, rule: 'maxLength' }, 400),
      { code: 'FIELD_TOO_LONG', message: 'author must be at most 1024 characters' },
    ],
    [
      'a check the platform makes too',
      json({ success: false, message: ERRORS.BLOG_SLUG_INVALID, field: 'slug' }, 400),
      { code: 'BLOG_SLUG_INVALID', details: { field: 'slug', status: 400 } },
    ],
    [
      'a caller who is not an admin',
      json({ success: false, message: 'You do not have permission to access this record' }, 403),
      {
        code: 'SAVE_BLOG_ARTICLE_FAILED',
        message: 'Failed to save the article',
        details: { status: 403, error: 'You do not have permission to access this record' },
      },
    ],
    ['an answer that is no JSON', new Response('Bad gateway', { status: 502 }), { details: { status: 502 } }],
    ['an answer without an id', { success: true }, { code: 'SAVE_BLOG_ARTICLE_FAILED' }],
  ] as const)('understands %s', async (_case, answer, expected) => {
    const { client } = makeClient(() => answer);
    await expect(client.blog.saveArticle(INPUT)).rejects.toMatchObject(expected);
  });

  it('understands a refusal inside a bulk request (where it is an answer, not an HTTP error)', async () => {
    const { client, calls } = makeClient(
      bulkAware((endPoint) =>
        endPoint === '/api/entity/save'
          ? { success: false, message: 'slug must be unique', field: 'slug', rule: 'unique', status: 400 }
          : { entities: [] },
      ),
    );
    const [saved, available] = await Promise.allSettled([
      client.blog.saveArticle(INPUT),
      client.blog.isSlugAvailable('other'),
    ]);
    expect(calls[0]?.path).toBe('/api/entity/bulk');
    expect(saved.status === 'rejected' && isPlatformError(saved.reason, 'BLOG_SLUG_TAKEN')).toBe(true);
    expect(available).toEqual({ status: 'fulfilled', value: true });
  });

  it('wraps a transport failure that is no HTTP answer', async () => {
    const { client } = makeClient(() => {
      throw new TypeError('Network request failed');
    });
    await expect(client.blog.saveArticle(INPUT)).rejects.toMatchObject({
      code: 'SAVE_BLOG_ARTICLE_FAILED',
      cause: expect.any(TypeError) as unknown,
    });
  });
});

describe('blog authoring: isSlugAvailable', () => {
  it('asks for the ids of articles with the slug; the article being edited does not count', async () => {
    const { client, calls } = makeClient((_r, i) => ({ entities: i === 0 ? [] : [{ id: 'b9' }] }));
    expect(await client.blog.isSlugAvailable('quiet-mornings')).toBe(true);
    expect(requestOf(calls[0])).toMatchObject({
      entityName: 'GsbBlog',
      selectCols: ['id'],
      filters: [{ field: 'slug', op: 'eq', value: 'quiet-mornings' }],
    });
    expect(await client.blog.isSlugAvailable('quiet-mornings')).toBe(false);
    expect(await client.blog.isSlugAvailable('quiet-mornings', 'b9')).toBe(true);
    expect(await client.blog.isSlugAvailable('quiet-mornings', 'b1')).toBe(false);
  });

  it('answers false for an invalid slug without asking, and fails with GET_BLOG_ARTICLE_FAILED', async () => {
    const { client, calls } = makeClient(() => json({}, 500));
    expect(await client.blog.isSlugAvailable('Not A Slug')).toBe(false);
    expect(calls).toEqual([]);
    await expect(client.blog.isSlugAvailable('fine')).rejects.toSatisfy((e: unknown) =>
      isPlatformError(e, 'GET_BLOG_ARTICLE_FAILED'),
    );
  });
});

describe('blog authoring: categories and tags', () => {
  it('lists categories by name in every language, titled in the client language', async () => {
    const { client, calls } = makeClient(
      () => ({
        entities: [
          { id: 'c1', name: 'guides', slug: 'guides', title: { 'en-US': 'Guides', 'tr-TR': 'Rehberler' } },
          { id: 'c2', name: 'News', slug: 'news', title: { 'en-US': 'News' } },
        ],
      }),
      { language: () => 'tr-TR' },
    );
    expect(await client.blog.listCategories()).toEqual([
      {
        id: 'c1',
        slug: 'guides',
        name: 'guides',
        title: 'Rehberler',
        titles: { 'en-US': 'Guides', 'tr-TR': 'Rehberler' },
      },
      { id: 'c2', slug: 'news', name: 'News', title: 'News', titles: { 'en-US': 'News', 'tr-TR': '' } },
    ]);
    expect(calls[0]?.body).toMatchObject({
      entityName: 'GsbBlogCategory',
      selectCols: ['id', 'name', 'slug', 'title'],
      sortCols: [{ field: 'name', dir: 'asc' }],
      count: 1000,
      variation: { languageCode: '*' },
    });
  });

  it("lists the blog's tags: the titled ones (journal tags have a name only)", async () => {
    const { client, calls } = makeClient(() => ({
      entities: [{ id: 't1', name: 'journaling', title: { 'en-US': 'Journaling', 'tr-TR': 'Günlük tutma' } }],
    }));
    expect(await client.blog.listTags()).toEqual([
      {
        id: 't1',
        slug: 'journaling',
        name: 'journaling',
        title: 'Journaling',
        titles: { 'en-US': 'Journaling', 'tr-TR': 'Günlük tutma' },
      },
    ]);
    expect(calls[0]?.body).toMatchObject({
      entityName: 'GsbTag',
      filters: [{ field: 'title', op: 'isNotNull' }],
      variation: { languageCode: '*' },
    });
  });

  it('fails a list with GET_BLOG_TERMS_FAILED', async () => {
    const { client } = makeClient(() => json({}, 500));
    await expect(client.blog.listCategories()).rejects.toMatchObject({ code: 'GET_BLOG_TERMS_FAILED' });
    await expect(client.blog.listTags()).rejects.toMatchObject({ code: 'GET_BLOG_TERMS_FAILED' });
  });

  it('creates a category after checking it; a taken slug is BLOG_CATEGORY_SLUG_TAKEN', async () => {
    const { client, calls } = makeClient((_r, i) =>
      i === 0
        ? { id: 'c9' }
        : json({ success: false, message: 'slug must be unique', field: 'slug', rule: 'unique' }, 400),
    );
    const input = { name: ' Sleep ', slug: 'sleep', title: { 'en-US': 'Sleep', 'tr-TR': 'Uyku' } };
    expect(await client.blog.createCategory(input)).toEqual({
      id: 'c9',
      slug: 'sleep',
      name: 'Sleep',
      title: 'Sleep',
      titles: { 'en-US': 'Sleep', 'tr-TR': 'Uyku' },
    });
    expect(requestOf(calls[0])).toMatchObject({
      entityName: 'GsbBlogCategory',
      entity: { name: 'Sleep', slug: 'sleep', title: { 'en-US': 'Sleep', 'tr-TR': 'Uyku' } },
    });
    await expect(client.blog.createCategory(input)).rejects.toMatchObject({
      code: 'BLOG_CATEGORY_SLUG_TAKEN',
    });
    const sent = calls.length;
    for (const [change, code] of [
      [{ name: ' ' }, 'BLOG_TERM_NAME_REQUIRED'],
      [{ slug: 'Sleep Well' }, 'BLOG_SLUG_INVALID'],
      [{ title: { 'tr-TR': 'Uyku' } }, 'BLOG_TITLE_REQUIRED'],
      [{ title: { 'en-US': 'x'.repeat(257) } }, 'FIELD_TOO_LONG'],
    ] as const) {
      await expect(client.blog.createCategory({ ...input, ...change })).rejects.toMatchObject({ code });
    }
    expect(calls).toHaveLength(sent);
  });

  it('creates a new tag, titled with its name in English by default', async () => {
    const { client, calls } = makeClient((r) =>
      r.path === '/api/entity/query' ? { entities: [] } : { id: 't9' },
    );
    expect(await client.blog.createTag({ name: 'sleep' })).toEqual({
      id: 't9',
      slug: 'sleep',
      name: 'sleep',
      title: 'sleep',
      titles: { 'en-US': 'sleep', 'tr-TR': '' },
    });
    expect(calls[0]?.body).toMatchObject({
      entityName: 'GsbTag',
      filters: [{ field: 'name', op: 'eq', value: 'sleep' }],
      variation: { languageCode: '*' },
    });
    expect(savesOf(calls)[0]).toMatchObject({
      entityName: 'GsbTag',
      entity: { name: 'sleep', title: { 'en-US': 'sleep' } },
    });
  });

  it('answers an existing tag: never renames it, adds the languages it lacks, titles a journal word', async () => {
    const titled = {
      id: 't1',
      name: 'mindfulness',
      title: { 'en-US': 'Mindfulness', 'tr-TR': 'Farkındalık' },
    };
    const english = { id: 't3', name: 'focus', title: { 'en-US': 'Focus' } };
    const untitled = { id: 't2', name: 'sleep' };
    const byName: Record<string, object> = { mindfulness: titled, focus: english, sleep: untitled };
    const { client, calls } = makeClient((r) => {
      if (r.path === '/api/entity/save') return { id: (r.body.entity as { id: string }).id };
      const name = (r.body.filters as { value: string }[])[0]?.value ?? '';
      return { entities: [byName[name]] };
    });
    expect(await client.blog.createTag({ name: 'mindfulness' })).toMatchObject({
      id: 't1',
      title: 'Mindfulness',
      titles: titled.title,
    });
    expect(
      await client.blog.createTag({ name: 'mindfulness', title: { 'en-US': 'mindfulness', 'tr-TR': '' } }),
    ).toMatchObject({ titles: titled.title });
    expect(savesOf(calls)).toEqual([]);

    expect(
      await client.blog.createTag({ name: 'focus', title: { 'en-US': 'Changed', 'tr-TR': 'Odak' } }),
    ).toEqual({
      id: 't3',
      slug: 'focus',
      name: 'focus',
      title: 'Focus',
      titles: { 'en-US': 'Focus', 'tr-TR': 'Odak' },
    });
    expect(savesOf(calls)[0]?.entity).toEqual({ id: 't3', title: { 'tr-TR': 'Odak' } });

    expect(
      await client.blog.createTag({ name: 'sleep', title: { 'en-US': 'Sleep', 'tr-TR': 'Uyku' } }),
    ).toMatchObject({ id: 't2', titles: { 'en-US': 'Sleep', 'tr-TR': 'Uyku' } });
    expect(savesOf(calls)[1]?.entity).toEqual({ id: 't2', title: { 'en-US': 'Sleep', 'tr-TR': 'Uyku' } });
    await client.blog.createTag({ name: 'sleep' });
    expect(savesOf(calls)[2]?.entity).toEqual({ id: 't2', title: { 'en-US': 'sleep' } });
  });

  it('refuses a tag name that cannot name it in a URL, and reports failures', async () => {
    const { client, calls } = makeClient((r) =>
      r.path === '/api/entity/query' ? json({}, 500) : json({ success: false, message: 'nope' }, 403),
    );
    await expect(client.blog.createTag({ name: '' })).rejects.toMatchObject({
      code: 'BLOG_TERM_NAME_REQUIRED',
    });
    await expect(client.blog.createTag({ name: 'Late nights' })).rejects.toMatchObject({
      code: 'BLOG_TAG_NAME_INVALID',
    });
    await expect(
      client.blog.createTag({ name: 'ok', title: { 'en-US': 'x'.repeat(257) } }),
    ).rejects.toMatchObject({
      code: 'FIELD_TOO_LONG',
    });
    expect(calls).toEqual([]);
    await expect(client.blog.createTag({ name: 'ok' })).rejects.toMatchObject({
      code: 'GET_BLOG_TERMS_FAILED',
    });
  });

  it('reports a refused tag save as SAVE_BLOG_TERM_FAILED', async () => {
    const { client } = makeClient((r) =>
      r.path === '/api/entity/query'
        ? { entities: [] }
        : json({ success: false, message: 'Authentication required' }, 401),
    );
    await expect(client.blog.createTag({ name: 'ok' })).rejects.toMatchObject({
      code: 'SAVE_BLOG_TERM_FAILED',
      details: { status: 401, error: 'Authentication required' },
    });
  });
});
