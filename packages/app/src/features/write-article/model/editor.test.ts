import { PlatformError, type BlogArticleForEditing } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $session } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { testSession } from '@/shared/lib/test-session';
import { $hasUnsavedWork } from '@/shared/lib/unsaved-work';
import type { ArticleDraft } from '../api/draft-store.ts';
import {
  $categories,
  $errors,
  $form,
  $lastSaved,
  $restored,
  $saveFailed,
  $saved,
  $status,
  $tags,
  $unsaved,
  articleEditorClosed,
  articleEditorOpened,
  fieldsChanged,
  loadForEditingFx,
  loadRetried,
  loadTermsFx,
  readDraftFx,
  removeDraftFx,
  restoredDraftDiscarded,
  saveArticleFx,
  saveRequested,
  termCreated,
  textChanged,
  writeDraftFx,
} from './editor.ts';

const stored: BlogArticleForEditing = {
  id: 'b-1',
  slug: 'mental-loops',
  title: { 'en-US': 'Mental loops', 'tr-TR': 'Zihinsel döngüler' },
  description: { 'en-US': 'Why thoughts repeat', 'tr-TR': '' },
  content: { 'en-US': '<p>One two three</p>', 'tr-TR': '' },
  imageId: null,
  image: null,
  author: 'Ada Editor',
  publishDate: new Date(2026, 10, 20, 12).toISOString(),
  isPublished: true,
  readingTime: 1,
  categoryIds: [],
  tagIds: [],
};
const terms = {
  categories: [{ id: 'c-1', slug: 'guides', title: 'Guides' }],
  tags: [{ id: 't-1', slug: 'ai', title: 'AI' }],
};

function setup(
  options: {
    article?: () => Promise<BlogArticleForEditing | null>;
    draft?: ArticleDraft | null;
    save?: () => Promise<{ id: string; slug: string }>;
  } = {},
) {
  const written: { key: string; draft: ArticleDraft }[] = [];
  const removed: string[] = [];
  const answer = options.save ?? (() => Promise.resolve({ id: 'b-9', slug: 'calm-mornings' }));
  const saved = vi.fn<(form: unknown) => Promise<{ id: string; slug: string }>>(() => answer());
  const notify = vi.fn();
  const scope = fork({
    values: [[$session, testSession({ name: 'Ada Editor' })]],
    handlers: [
      [loadForEditingFx, options.article ?? (() => Promise.resolve(stored))],
      [loadTermsFx, () => Promise.resolve(terms)],
      [readDraftFx, () => Promise.resolve(options.draft ?? null)],
      [writeDraftFx, (params: { key: string; draft: ArticleDraft }) => void written.push(params)],
      [removeDraftFx, (key: string) => void removed.push(key)],
      [saveArticleFx, saved],
      // Attached effects' replacement handlers receive (source, params).
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
    ],
  });
  return { scope, written, removed, saved, notify };
}

describe('a new article', () => {
  it('starts blank, by the writer, and its address follows the English title until typed by hand', async () => {
    const { scope, written } = setup();
    await allSettled(articleEditorOpened, { scope, params: { slug: null } });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($form)).toMatchObject({
      id: null,
      author: 'Ada Editor',
      isPublished: false,
      slug: '',
    });
    expect(scope.getState($categories)).toEqual(terms.categories);
    expect(scope.getState($tags)).toEqual(terms.tags);

    await allSettled(textChanged, {
      scope,
      params: { field: 'title', language: 'en-US', value: 'Çalm Mornings!' },
    });
    expect(scope.getState($form)?.slug).toBe('calm-mornings');
    await allSettled(textChanged, {
      scope,
      params: { field: 'title', language: 'tr-TR', value: 'Sakin sabahlar' },
    });
    expect(scope.getState($form)?.slug).toBe('calm-mornings');
    await allSettled(fieldsChanged, { scope, params: { slug: 'mornings' } });
    await allSettled(textChanged, {
      scope,
      params: { field: 'title', language: 'en-US', value: 'Calm evenings' },
    });
    expect(scope.getState($form)?.slug).toBe('mornings');

    // Every change is kept on the device under the writer's key for a new article.
    expect(written.at(-1)?.key).toBe('u-1::new');
    expect(written.at(-1)?.draft.form.title['en-US']).toBe('Calm evenings');
    expect(scope.getState($unsaved)).toBe(true);
    expect(scope.getState($hasUnsavedWork)).toBe(true);
    await allSettled(articleEditorClosed, { scope });
    expect(scope.getState($hasUnsavedWork)).toBe(false);
  });

  it('is not sent while a field needs fixing; the errors show once a save was tried', async () => {
    const { scope, saved } = setup();
    await allSettled(articleEditorOpened, { scope, params: { slug: null } });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(saveRequested, { scope });
    expect(saved).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({ slug: 'required', 'title.en-US': 'required' });
    await allSettled(textChanged, {
      scope,
      params: { field: 'title', language: 'en-US', value: 'Calm mornings' },
    });
    expect(scope.getState($errors)).toEqual({});
  });

  it('is saved as typed; then the draft goes, the writer hears of it and the page learns where it is', async () => {
    const { scope, saved, removed, notify } = setup();
    await allSettled(articleEditorOpened, { scope, params: { slug: null } });
    await allSettled(textChanged, {
      scope,
      params: { field: 'title', language: 'en-US', value: 'Calm mornings' },
    });
    await allSettled(textChanged, {
      scope,
      params: { field: 'content', language: 'tr-TR', value: '<p>Merhaba</p>' },
    });
    await allSettled(fieldsChanged, { scope, params: { isPublished: true, tagIds: ['t-1'] } });
    await allSettled(saveRequested, { scope });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[0]).toMatchObject({
      id: null,
      slug: 'calm-mornings',
      isPublished: true,
      tagIds: ['t-1'],
      content: { 'en-US': '', 'tr-TR': '<p>Merhaba</p>' },
    });
    expect(scope.getState($lastSaved)).toEqual({ slug: 'calm-mornings', isPublished: true });
    expect(scope.getState($form)?.id).toBe('b-9');
    expect(scope.getState($unsaved)).toBe(false);
    expect(removed).toContain('u-1::new');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ ns: 'blog-editor', title: 'saved.published' }),
    );
  });
});

describe('an article being edited', () => {
  it('loads with every language; an unknown address is "not found"; a failure can be retried', async () => {
    const { scope } = setup();
    await allSettled(articleEditorOpened, { scope, params: { slug: 'mental-loops' } });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($form)).toMatchObject({
      id: 'b-1',
      slug: 'mental-loops',
      publishDate: '2026-11-20',
    });
    expect(scope.getState($form)?.title['tr-TR']).toBe('Zihinsel döngüler');
    expect(scope.getState($unsaved)).toBe(false);

    const missing = setup({ article: () => Promise.resolve(null) });
    await allSettled(articleEditorOpened, { scope: missing.scope, params: { slug: 'gone' } });
    expect(missing.scope.getState($status)).toBe('notFound');

    let fail = true;
    const flaky = setup({
      article: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(stored)),
    });
    await allSettled(articleEditorOpened, { scope: flaky.scope, params: { slug: 'mental-loops' } });
    expect(flaky.scope.getState($status)).toBe('failed');
    fail = false;
    await allSettled(loadRetried, { scope: flaky.scope });
    expect(flaky.scope.getState($status)).toBe('ready');
  });

  it('brings back a draft left on this device, which can be dropped for the saved article', async () => {
    const { scope: first } = setup();
    await allSettled(articleEditorOpened, { scope: first, params: { slug: 'mental-loops' } });
    const saved = first.getState($saved);
    if (!saved) throw new Error('no article');
    const draft = { saved, form: { ...saved, title: { ...saved.title, 'en-US': 'Mental loops, again' } } };

    const { scope, removed } = setup({ draft });
    await allSettled(articleEditorOpened, { scope, params: { slug: 'mental-loops' } });
    expect(scope.getState($restored)).toBe(true);
    expect(scope.getState($form)?.title['en-US']).toBe('Mental loops, again');
    expect(scope.getState($unsaved)).toBe(true);
    await allSettled(restoredDraftDiscarded, { scope });
    expect(scope.getState($form)?.title['en-US']).toBe('Mental loops');
    expect(scope.getState($restored)).toBe(false);
    expect(removed).toContain('u-1:mental-loops');
  });

  it('keeps everything after a failed save; an address taken by another article is that field’s error', async () => {
    let failure: Error = new PlatformError('BLOG_SLUG_TAKEN');
    const { scope, removed } = setup({ save: () => Promise.reject(failure) });
    await allSettled(articleEditorOpened, { scope, params: { slug: 'mental-loops' } });
    await allSettled(fieldsChanged, { scope, params: { slug: 'emotion-tracking-app' } });
    await allSettled(saveRequested, { scope });
    expect(scope.getState($errors)).toEqual({ slug: 'slugTaken' });
    expect(scope.getState($saveFailed)).toBe(false);
    expect(scope.getState($form)?.slug).toBe('emotion-tracking-app');
    // Another address clears it; a failure of the connection is said above the form, nothing lost.
    await allSettled(fieldsChanged, { scope, params: { slug: 'mental-loops-2' } });
    expect(scope.getState($errors)).toEqual({});
    failure = new Error('offline');
    await allSettled(saveRequested, { scope });
    expect(scope.getState($saveFailed)).toBe(true);
    expect(scope.getState($form)?.slug).toBe('mental-loops-2');
    expect(scope.getState($unsaved)).toBe(true);
    expect(removed).not.toContain('u-1:mental-loops');
  });
});

describe('categories and tags', () => {
  it('a term created from the form joins its list and the article', async () => {
    const { scope } = setup();
    await allSettled(articleEditorOpened, { scope, params: { slug: 'mental-loops' } });
    await allSettled(termCreated, {
      scope,
      params: { kind: 'tag', term: { id: 't-2', slug: 'sleep', title: 'Sleep' } },
    });
    expect(scope.getState($tags).map((tag) => tag.id)).toEqual(['t-1', 't-2']);
    expect(scope.getState($form)?.tagIds).toEqual(['t-2']);
    expect(scope.getState($categories)).toEqual(terms.categories);
  });
});
