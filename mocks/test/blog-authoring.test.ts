/**
 * Blog authoring through the SDK against the emulator: admins write articles, categories and tags and
 * upload public covers; everyone else is refused; a taken slug and over-long fields are refused with
 * codes the SDK understands; what is saved shows up in the public read paths in both languages.
 */
import {
  BLOG_IMAGE_TARGET,
  BLOG_LIMITS,
  ERRORS,
  isPlatformError,
  readingTimeOf,
  type BlogArticleInput,
  type PlatformClient,
} from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { columnSize } from '../src/db/field-limits.ts';
import type { Row } from '../src/query/types.ts';
import { BASE, call, login, sdk, signedIn, useEmulator, type Json } from './helpers.ts';

const { emulator } = useEmulator();

function tenant() {
  return emulator.db.tenant('emotion');
}

function rows(entity: string): Row[] {
  return emulator.db.rows(tenant(), entity);
}

function blogBySlug(slug: string): Row | undefined {
  return rows('GsbBlog').find((r) => r.slug === slug);
}

function seededId(entity: 'GsbBlogCategory' | 'GsbTag', key: string): string {
  const row = rows(entity).find((r) => r.slug === key || r.name === key);
  if (row === undefined) throw new Error(`no seeded ${entity} ${key}`);
  return String(row.id);
}

/** A day after the newest seeded article, so a new one heads the newest-first list. */
function newestDate(): string {
  const newest = Math.max(...rows('GsbBlog').map((r) => Date.parse(String(r.publishDate))));
  return new Date(newest + 86_400_000).toISOString();
}

const CONTENT_EN = '<h2>Mornings</h2><p>Start the day with one slow breath before the phone.</p>';
const CONTENT_TR = '<h2>Sabahlar</h2><p>Güne telefondan önce yavaş bir nefesle başla.</p>';

function article(overrides: Partial<BlogArticleInput> = {}): BlogArticleInput {
  return {
    slug: 'quiet-mornings',
    title: { 'en-US': 'Quiet mornings', 'tr-TR': 'Sessiz sabahlar' },
    description: { 'en-US': 'A slower start to the day', 'tr-TR': 'Güne daha yavaş bir başlangıç' },
    content: { 'en-US': CONTENT_EN, 'tr-TR': CONTENT_TR },
    imageId: null,
    author: 'Ada Admin',
    publishDate: newestDate(),
    isPublished: true,
    readingTime: readingTimeOf(CONTENT_EN),
    categoryIds: [],
    tagIds: [],
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** An admin's cover upload, answered as the SDK's GsbFile. */
async function uploadCover(client: PlatformClient) {
  return client.files.upload(
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    BLOG_IMAGE_TARGET,
    'cover.svg',
  );
}

describe('an admin writes an article', () => {
  it('creates it with two languages, a new and a seeded category, tags and a public cover; readers see it everywhere', async () => {
    const admin = await signedIn('admin@example.com');
    const progress: number[] = [];
    const cover = await admin.files.upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      BLOG_IMAGE_TARGET,
      'cover.svg',
      { onProgress: (loaded) => progress.push(loaded) },
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(emulator.db.row(tenant(), 'GsbFile', cover.id)).toMatchObject({ isPublic: true });

    const category = await admin.blog.createCategory({
      name: 'Mornings',
      slug: 'mornings',
      title: { 'en-US': 'Mornings', 'tr-TR': 'Sabahlar' },
    });
    const tag = await admin.blog.createTag({
      name: 'routines',
      title: { 'en-US': 'Routines', 'tr-TR': 'Rutinler' },
    });
    const guides = seededId('GsbBlogCategory', 'guides');
    const mindfulness = seededId('GsbTag', 'mindfulness');
    expect((await admin.blog.listCategories()).map((c) => c.slug)).toContain('mornings');
    expect(await admin.blog.listTags()).toContainEqual({
      id: tag.id,
      slug: 'routines',
      name: 'routines',
      title: 'Routines',
      titles: { 'en-US': 'Routines', 'tr-TR': 'Rutinler' },
    });

    const input = article({
      imageId: cover.id,
      categoryIds: [category.id, guides],
      tagIds: [tag.id, mindfulness],
    });
    const saved = await admin.blog.saveArticle(input);
    expect(saved).toEqual({ id: expect.any(String) as unknown, slug: 'quiet-mornings' });

    // Back in the editor: every language, the cover, the mappings.
    const editing = await admin.blog.loadForEditing('quiet-mornings');
    expect(editing).toEqual({
      ...input,
      id: saved.id,
      image: { id: cover.id, publicUrl: cover.publicUrl },
      categoryIds: expect.arrayContaining([category.id, guides]) as unknown,
      tagIds: expect.arrayContaining([tag.id, mindfulness]) as unknown,
    });
    expect(editing?.categoryIds).toHaveLength(2);
    expect(editing?.readingTime).toBe(1);

    // Readers, signed out: the list (first, newest), the categories' and tags' lists, the article.
    const english = await sdk().blog.list();
    expect(english.totalCount).toBe(9);
    expect(english.articles[0]).toMatchObject({
      slug: 'quiet-mornings',
      title: 'Quiet mornings',
      description: 'A slower start to the day',
      author: 'Ada Admin',
      imageUrl: cover.publicUrl,
    });
    expect(english.articles[0]?.categories.map((c) => c.title).sort()).toEqual(['Guides', 'Mornings']);
    expect(english.articles[0]?.tags.map((t) => t.slug).sort()).toEqual(['mindfulness', 'routines']);
    const image = await fetch(english.articles[0]?.imageUrl ?? '');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');

    const turkish = await sdk({ language: 'tr-TR' }).blog.list();
    expect(turkish.articles[0]).toMatchObject({
      title: 'Sessiz sabahlar',
      description: 'Güne daha yavaş bir başlangıç',
    });
    expect(turkish.articles[0]?.categories.map((c) => c.title).sort()).toEqual(['Rehberler', 'Sabahlar']);
    expect(turkish.articles[0]?.tags.map((t) => t.title).sort()).toEqual(['Farkındalık', 'Rutinler']);

    expect((await sdk().blog.list({ category: 'mornings' })).articles.map((a) => a.slug)).toEqual([
      'quiet-mornings',
    ]);
    expect((await sdk().blog.list({ category: 'guides' })).articles[0]?.slug).toBe('quiet-mornings');
    expect((await sdk().blog.list({ tag: 'routines' })).articles.map((a) => a.slug)).toEqual([
      'quiet-mornings',
    ]);
    expect((await sdk().blog.list({ tag: 'mindfulness' })).articles.map((a) => a.slug)).toContain(
      'quiet-mornings',
    );

    expect(await sdk().blog.getBySlug('quiet-mornings')).toMatchObject({
      content: CONTENT_EN,
      language: 'en-US',
      inRequestedLanguage: true,
    });
    expect(await sdk({ language: 'tr-TR' }).blog.getBySlug('quiet-mornings')).toMatchObject({
      title: 'Sessiz sabahlar',
      content: CONTENT_TR,
      language: 'tr-TR',
    });
    expect(blogBySlug('quiet-mornings')?.createdBy_id).toBe(
      emulator.db.rows(tenant(), 'GsbUser').find((u) => u.email === 'admin@example.com')?.id,
    );
  });

  it('updates it: texts in one language, mappings replaced, cover removed, unpublished and published again', async () => {
    const admin = await signedIn('admin@example.com');
    const cover = await uploadCover(admin);
    const guides = seededId('GsbBlogCategory', 'guides');
    const product = seededId('GsbBlogCategory', 'product');
    const ai = seededId('GsbTag', 'ai');
    const { id } = await admin.blog.saveArticle(
      article({ imageId: cover.id, categoryIds: [guides], tagIds: [ai] }),
    );

    const loaded = await admin.blog.loadForEditing('quiet-mornings');
    if (loaded === null) throw new Error('not saved');
    await admin.blog.saveArticle({
      ...loaded,
      title: { ...loaded.title, 'tr-TR': 'Sakin sabahlar' },
      content: { ...loaded.content, 'tr-TR': '' },
      imageId: null,
      categoryIds: [product],
      tagIds: [],
      isPublished: false,
    });
    expect(await admin.blog.loadForEditing('quiet-mornings')).toMatchObject({
      id,
      title: { 'en-US': 'Quiet mornings', 'tr-TR': 'Sakin sabahlar' },
      content: { 'en-US': CONTENT_EN, 'tr-TR': '' },
      imageId: null,
      image: null,
      categoryIds: [product],
      tagIds: [],
      isPublished: false,
    });

    // A draft: only admins see it, in the editor; readers and other users do not.
    expect(await sdk().blog.getBySlug('quiet-mornings')).toBeNull();
    expect((await sdk().blog.list()).totalCount).toBe(8);
    expect(await sdk().blog.loadForEditing('quiet-mornings')).toBeNull();
    const premium = await signedIn('premium@example.com');
    expect(await premium.blog.loadForEditing('quiet-mornings')).toBeNull();
    const raw = await premium.entity.query({ entityName: 'GsbBlog', count: 100 });
    expect(raw.entities.map((r) => r.id)).not.toContain(id);
    expect(await admin.blog.isSlugAvailable('quiet-mornings')).toBe(false);

    // Published again, under a new slug: the Turkish reader gets the English text, flagged.
    const renamed = await admin.blog.saveArticle({
      ...loaded,
      slug: 'calm-mornings',
      content: { 'en-US': CONTENT_EN, 'tr-TR': '' },
      categoryIds: [product],
      tagIds: [],
      isPublished: true,
    });
    expect(renamed).toEqual({ id, slug: 'calm-mornings' });
    expect(await admin.blog.loadForEditing('quiet-mornings')).toBeNull();
    expect(await sdk({ language: 'tr-TR' }).blog.getBySlug('calm-mornings')).toMatchObject({
      title: 'Sessiz sabahlar',
      content: CONTENT_EN,
      language: 'en-US',
      inRequestedLanguage: false,
    });
    expect((await sdk().blog.list({ category: 'product' })).articles[0]?.slug).toBe('calm-mornings');
    expect((await sdk().blog.list({ category: 'guides' })).articles.map((a) => a.slug)).not.toContain(
      'calm-mornings',
    );
  });

  it('re-saves every seeded article as the editor loads it (the seed keeps the rules it is held to)', async () => {
    const admin = await signedIn('admin@example.com');
    for (const row of rows('GsbBlog')) {
      const slug = String(row.slug);
      const loaded = await admin.blog.loadForEditing(slug);
      if (loaded === null) throw new Error(`cannot load ${slug}`);
      expect(loaded.title['tr-TR']).not.toBe('');
      expect(loaded.image?.publicUrl).toMatch(/^http:\/\/platform\.test\/api\/file\/public\/emotion\//);
      await expect(admin.blog.saveArticle(loaded)).resolves.toEqual({ id: row.id, slug });
      expect(await admin.blog.loadForEditing(slug)).toEqual(loaded);
    }
  });
});

describe('only admins write the blog', () => {
  it('refuses a non-admin: articles, categories, blog tags and covers, and stores nothing', async () => {
    const before = {
      blog: rows('GsbBlog').length,
      categories: rows('GsbBlogCategory').length,
      files: rows('GsbFile').length,
    };
    const premium = await signedIn('premium@example.com');

    const article$ = rejection(premium.blog.saveArticle(article()));
    expect(await article$).toMatchObject({
      code: 'SAVE_BLOG_ARTICLE_FAILED',
      details: { status: 403, error: 'You do not have permission to access this record' },
    });
    const seeded = await sdk().blog.getBySlug('mental-loops');
    expect(
      await rejection(
        premium.blog.saveArticle({
          ...article(),
          id: seeded?.id ?? '',
          slug: 'mental-loops',
          title: { 'en-US': 'Taken over' },
        }),
      ),
    ).toMatchObject({ code: 'SAVE_BLOG_ARTICLE_FAILED', details: { status: 403 } });
    expect(
      await rejection(premium.blog.createCategory({ name: 'x', slug: 'x', title: { 'en-US': 'X' } })),
    ).toMatchObject({ code: 'SAVE_BLOG_TERM_FAILED', details: { status: 403 } });
    // A blog tag is an admin's: a user can neither make one (a title) nor change one.
    expect(await rejection(premium.blog.createTag({ name: 'my-words' }))).toMatchObject({
      code: 'SAVE_BLOG_TERM_FAILED',
      details: { status: 403 },
    });
    const journaling = seededId('GsbTag', 'journaling');
    expect(
      await rejection(
        premium.entity.save({
          entityName: 'GsbTag',
          entity: { id: journaling, title: { 'en-US': 'Mine now' } },
        }),
      ),
    ).toMatchObject({ status: 403 });
    expect(
      await rejection(premium.entity.save({ entityName: 'GsbTag', entity: { name: 'x', title: 'Sneaky' } })),
    ).toMatchObject({ status: 403 });
    expect(rows('GsbTag').map((t) => t.name)).not.toContain('my-words');
    // A public cover is the blog's: refused before anything is stored.
    expect(await rejection(uploadCover(premium))).toMatchObject({ status: 403 });

    expect(rows('GsbBlog')).toHaveLength(before.blog);
    expect(rows('GsbBlogCategory')).toHaveLength(before.categories);
    expect(rows('GsbFile')).toHaveLength(before.files);
    expect(rows('GsbTag').find((t) => t.name === 'journaling')?.title).toEqual({
      'en-US': 'Journaling',
      'tr-TR': 'Günlük tutma',
    });
    expect(blogBySlug('mental-loops')?.title).toMatchObject({
      'en-US': expect.stringContaining('loops') as unknown,
    });
  });

  it('still lets anyone signed in add a journal tag and upload a private file', async () => {
    const premium = await signedIn('premium@example.com');
    const tag = await premium.entity.save({ entityName: 'GsbTag', entity: { name: 'late nights' } });
    expect(emulator.db.row(tenant(), 'GsbTag', tag.id)).toMatchObject({ name: 'late nights' });
    const file = await premium.files.upload(new Blob(['note']), {}, 'note.txt');
    expect(emulator.db.row(tenant(), 'GsbFile', file.id)?.isPublic).toBeUndefined();
    // Not a blog tag: the editor does not list it.
    const admin = await signedIn('admin@example.com');
    expect((await admin.blog.listTags()).map((t) => t.name)).not.toContain('late nights');
  });

  it('refuses a signed-out writer', async () => {
    const visitor = sdk();
    expect(await rejection(visitor.blog.saveArticle(article()))).toMatchObject({
      code: 'SAVE_BLOG_ARTICLE_FAILED',
      details: { status: 401 },
    });
    expect(await rejection(uploadCover(visitor))).toMatchObject({ status: 401 });
  });
});

describe('a taken slug', () => {
  it('answers BLOG_SLUG_TAKEN, for a new article and for another one renamed to it', async () => {
    const admin = await signedIn('admin@example.com');
    const taken = await rejection(admin.blog.saveArticle(article({ slug: 'mental-loops' })));
    expect(isPlatformError(taken, 'BLOG_SLUG_TAKEN')).toBe(true);
    expect(taken).toMatchObject({ message: ERRORS.BLOG_SLUG_TAKEN, details: { field: 'slug', status: 400 } });

    const { id } = await admin.blog.saveArticle(article());
    const loaded = await admin.blog.loadForEditing('quiet-mornings');
    if (loaded === null) throw new Error('not saved');
    expect(await rejection(admin.blog.saveArticle({ ...loaded, slug: 'mental-loops' }))).toMatchObject({
      code: 'BLOG_SLUG_TAKEN',
    });
    // Saving an article under its own slug is no clash.
    await expect(admin.blog.saveArticle(loaded)).resolves.toEqual({ id, slug: 'quiet-mornings' });
    expect(rows('GsbBlog').filter((r) => r.slug === 'mental-loops')).toHaveLength(1);

    // On the wire: the unique rule, named.
    const token = await login('admin@example.com');
    const answer = await call(
      '/api/entity/save',
      { entityName: 'GsbBlog', entity: { slug: 'mental-loops', title: { 'en-US': 'Dup' } } },
      token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: 'slug must be unique',
      field: 'slug',
      rule: 'unique',
    });
  });

  it('is what isSlugAvailable answers (drafts included, the edited article excepted)', async () => {
    const admin = await signedIn('admin@example.com');
    const seeded = blogBySlug('mental-loops');
    expect(await admin.blog.isSlugAvailable('mental-loops')).toBe(false);
    expect(await admin.blog.isSlugAvailable('mental-loops', String(seeded?.id))).toBe(true);
    expect(await admin.blog.isSlugAvailable('quiet-mornings')).toBe(true);
    await admin.blog.saveArticle(article({ isPublished: false }));
    expect(await admin.blog.isSlugAvailable('quiet-mornings')).toBe(false);
    expect(await admin.blog.isSlugAvailable('Not a slug')).toBe(false);
  });

  it('answers BLOG_CATEGORY_SLUG_TAKEN for a category', async () => {
    const admin = await signedIn('admin@example.com');
    expect(
      await rejection(
        admin.blog.createCategory({ name: 'Guides 2', slug: 'guides', title: { 'en-US': 'Guides' } }),
      ),
    ).toMatchObject({ code: 'BLOG_CATEGORY_SLUG_TAKEN' });
  });

  it('answers an existing tag instead of a second one with the same name', async () => {
    const admin = await signedIn('admin@example.com');
    const count = rows('GsbTag').length;
    const tag = await admin.blog.createTag({ name: 'mindfulness' });
    expect(tag).toMatchObject({ id: seededId('GsbTag', 'mindfulness'), title: 'Mindfulness' });
    expect(rows('GsbTag')).toHaveLength(count);
  });
});

describe('field sizes and rules', () => {
  it('are the same in the SDK and in the schema the emulator enforces', () => {
    const model = emulator.db.model('GsbBlog');
    const size = (name: string) => {
      const prop = model?.props.get(name);
      return prop === undefined ? undefined : columnSize(prop);
    };
    expect(size('title')).toBe(BLOG_LIMITS.title);
    expect(size('description')).toBe(BLOG_LIMITS.description);
    expect(size('content')).toBe(BLOG_LIMITS.content);
    expect(size('author')).toBe(BLOG_LIMITS.author);
    const category = emulator.db.model('GsbBlogCategory')?.props.get('title');
    expect(category === undefined ? undefined : columnSize(category)).toBe(BLOG_LIMITS.termTitle);
  });

  it('refuses over-long fields with the field, the language and the size (written past the SDK)', async () => {
    const token = await login('admin@example.com');
    const save = (entity: Json, entityName = 'GsbBlog') =>
      call('/api/entity/save', { entityName, entity }, token);
    const base = { slug: 'long-one', title: { 'en-US': 'Long one' } };

    const title = await save({ ...base, title: { 'en-US': 'Long one', 'tr-TR': 'ş'.repeat(257) } });
    expect(title.status).toBe(400);
    expect(title.body).toEqual({
      success: false,
      message: 'title (tr-TR) must be at most 256 characters',
      field: 'title',
      language: 'tr-TR',
      length: 257,
      maxLength: 256,
      rule: 'maxLength',
    });
    const content = await save({ ...base, content: { 'en-US': `<p>${'c'.repeat(2042)}</p>` } });
    expect(content.body).toMatchObject({
      message: 'content (en-US) must be at most 2048 characters',
      field: 'content',
    });
    const plain = await save({ ...base, description: 'd'.repeat(257) });
    expect(plain.body).toMatchObject({
      message: 'description must be at most 256 characters',
      language: null,
    });
    const categoryTitle = await save(
      { name: 'x', slug: 'x', title: { 'en-US': 'x'.repeat(257) } },
      'GsbBlogCategory',
    );
    expect(categoryTitle.body).toMatchObject({ field: 'title', rule: 'maxLength' });
    const tagName = await save({ name: 'x'.repeat(1025) }, 'GsbTag');
    expect(tagName.body).toMatchObject({ message: 'name must be at most 1024 characters' });
    expect(blogBySlug('long-one')).toBeUndefined();

    // Exactly at the sizes (characters, not UTF-16 units) is fine.
    const fits = await save({
      ...base,
      title: { 'en-US': '🙂'.repeat(256) },
      content: { 'en-US': `<p>${'c'.repeat(2041)}</p>` },
    });
    expect(fits.status).toBe(200);
  });

  it('refuses, through the SDK, before sending: the same limits with the same codes', async () => {
    const admin = await signedIn('admin@example.com');
    const tooLong = await rejection(
      admin.blog.saveArticle(article({ content: { 'en-US': 'c'.repeat(2049), 'tr-TR': '' } })),
    );
    expect(tooLong).toMatchObject({
      code: 'FIELD_TOO_LONG',
      message: 'content (en-US) must be at most 2048 characters',
    });
    expect(blogBySlug('quiet-mornings')).toBeUndefined();
  });

  it.each([
    ['no slug', { title: { 'en-US': 'T' } }, ERRORS.BLOG_SLUG_REQUIRED],
    ['an unsafe slug', { slug: 'Quiet Mornings', title: { 'en-US': 'T' } }, ERRORS.BLOG_SLUG_INVALID],
    [
      'a slug over 80',
      { slug: 'a'.repeat(81), title: { 'en-US': 'T' } },
      'slug must be at most 80 characters',
    ],
    ['no English title', { slug: 'x', title: { 'tr-TR': 'Başlık' } }, ERRORS.BLOG_TITLE_REQUIRED],
    [
      'a reading time of 0',
      { slug: 'x', title: { 'en-US': 'T' }, readingTime: 0 },
      ERRORS.BLOG_READING_TIME_INVALID,
    ],
    [
      'a bad date',
      { slug: 'x', title: { 'en-US': 'T' }, publishDate: 'soon' },
      ERRORS.BLOG_PUBLISH_DATE_INVALID,
    ],
  ])('refuses %s with the catalogue message', async (_case, entity, message) => {
    const token = await login('admin@example.com');
    const answer = await call('/api/entity/save', { entityName: 'GsbBlog', entity }, token);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('refuses emptying the English title of an article, and an unsafe category slug', async () => {
    const token = await login('admin@example.com');
    const id = String(blogBySlug('mental-loops')?.id);
    const emptied = await call(
      '/api/entity/save',
      { entityName: 'GsbBlog', entity: { id, title: { 'en-US': ' ' } } },
      token,
    );
    expect(emptied.body).toMatchObject({ message: ERRORS.BLOG_TITLE_REQUIRED, field: 'title' });
    // A change that leaves the title alone needs none.
    const views = await call(
      '/api/entity/save',
      { entityName: 'GsbBlog', entity: { id, author: 'Someone' } },
      token,
    );
    expect(views.status).toBe(200);
    const category = await call(
      '/api/entity/save',
      { entityName: 'GsbBlogCategory', entity: { name: 'x', slug: 'Bad Slug' } },
      token,
    );
    expect(category.body).toMatchObject({ message: ERRORS.BLOG_SLUG_INVALID, field: 'slug' });
  });

  it('lets a signed-out reader query published articles only', async () => {
    const admin = await signedIn('admin@example.com');
    await admin.blog.saveArticle(article({ isPublished: false }));
    const anonymous = await call('/api/entity/query', {
      entityName: 'GsbBlog',
      count: 100,
      selectCols: ['slug'],
    });
    expect(anonymous.status).toBe(200);
    const slugs = (anonymous.body.entities as Json[]).map((r) => r.slug);
    expect(slugs).toHaveLength(8);
    expect(slugs).not.toContain('quiet-mornings');
    const everything = await admin.entity.query({ entityName: 'GsbBlog', count: 100 });
    expect(everything.entities).toHaveLength(9);
  });
});

describe('covers', () => {
  it('are public files only when uploaded for the blog', async () => {
    const admin = await signedIn('admin@example.com');
    const cover = await uploadCover(admin);
    const other = await admin.files.upload(new Blob(['x']), {}, 'private.txt');
    expect(emulator.db.row(tenant(), 'GsbFile', cover.id)?.isPublic).toBe(true);
    expect(emulator.db.row(tenant(), 'GsbFile', other.id)?.isPublic).toBeUndefined();
    // A reader sees a public cover through the article; a private file is not followed.
    const { id } = await admin.blog.saveArticle(article({ imageId: cover.id }));
    expect((await sdk().blog.getBySlug('quiet-mornings'))?.imageUrl).toBe(cover.publicUrl);
    await admin.blog.saveArticle({ ...article({ imageId: other.id }), id });
    expect((await sdk().blog.getBySlug('quiet-mornings'))?.imageUrl).toBeNull();
    expect(cover.publicUrl?.startsWith(`${BASE}/api/file/public/emotion/`)).toBe(true);
  });
});
