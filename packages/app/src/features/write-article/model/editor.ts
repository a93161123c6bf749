import {
  PlatformError,
  slugify,
  type BlogArticleForEditing,
  type BlogTerm,
} from '@emotion-guru/platform-sdk';
import { createMutation, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $currentUser } from '@/entities/session';
import type { Language } from '@/shared/i18n';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { unsavedWorkChanged } from '@/shared/lib/unsaved-work';
import {
  createCategory,
  createTag,
  fetchArticleForEditing,
  fetchTerms,
  saveArticle,
} from '../api/article-api.ts';
import {
  articleDraftKey,
  readArticleDraft,
  removeArticleDraft,
  writeArticleDraft,
  type ArticleDraft,
} from '../api/draft-store.ts';
import {
  blankArticle,
  hasErrors,
  isChanged,
  validateArticle,
  type ArticleForm,
  type FormErrors,
  type TextField,
} from '../lib/article-form.ts';
import { formFromArticle, inputFromForm } from '../lib/convert.ts';

/** The key under which the editor reports unsaved work (an app update asks before reloading over it). */
const UNSAVED_KEY = 'blog-editor';

/** The editor page opened: a new article (`slug` null) or the one with that slug. */
export const articleEditorOpened = createEvent<{ slug: string | null }>();
export const articleEditorClosed = createEvent();
export const textChanged = createEvent<{ field: TextField; language: Language; value: string }>();
export type OtherFields = Pick<
  ArticleForm,
  'slug' | 'author' | 'publishDate' | 'isPublished' | 'categoryIds' | 'tagIds' | 'image'
>;
export const fieldsChanged = createEvent<Partial<OtherFields>>();
export const saveRequested = createEvent();
/** Back to the article as saved: the restored draft is dropped. */
export const restoredDraftDiscarded = createEvent();
export const loadRetried = createEvent();
/** A category or tag was created from the form: it joins the lists (and the article). */
export const termCreated = createEvent<{ kind: 'category' | 'tag'; term: BlogTerm }>();

export type EditorStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

const $slug = createStore<string | null>(null, { serialize: 'ignore' }).on(
  articleEditorOpened,
  (_, { slug }) => slug,
);
const $userId = $currentUser.map((user) => user?.userId ?? null);
const $draftKey = combine($userId, $slug, (userId, slug) => (userId ? articleDraftKey(userId, slug) : null));

export const loadForEditingFx = createEffect((slug: string) => fetchArticleForEditing(slug));
export const articleQuery = createQuery({ name: 'blog/edit-article', effect: loadForEditingFx });

export const loadTermsFx = createEffect(fetchTerms);
export const termsQuery = createQuery({ name: 'blog/terms', effect: loadTermsFx });

export const saveArticleFx = createEffect((form: ArticleForm) => saveArticle(inputFromForm(form)));
export const saveArticleMutation = createMutation({ name: 'blog/save-article', effect: saveArticleFx });

export const readDraftFx = createEffect((key: string) => readArticleDraft(key, null));
export const writeDraftFx = createEffect(({ key, draft }: { key: string; draft: ArticleDraft }) =>
  writeArticleDraft(key, draft, null),
);
export const removeDraftFx = createEffect((key: string) => removeArticleDraft(key));

/** The article as the platform has it (a blank one for a new article); null until known. */
export const $saved = createStore<ArticleForm | null>(null, { serialize: 'ignore' });
/** What the form holds now. */
export const $form = createStore<ArticleForm | null>(null, { serialize: 'ignore' });
/** The form came back from a draft left on this device (after a reload, a crash or a failed save). */
export const $restored = createStore(false, { serialize: 'ignore' });
export const $status = createStore<EditorStatus>('idle', { serialize: 'ignore' });
/** Errors show once a save was tried (and from then on follow the typing). */
const $showErrors = createStore(false, { serialize: 'ignore' });
/** The slug the platform refused as taken by another article. */
const $takenSlug = createStore<string | null>(null, { serialize: 'ignore' });
/** Why the last save failed, when not for a field: the form stays as it was. */
export const $saveFailed = createStore(false, { serialize: 'ignore' });
export const $saving = saveArticleMutation.$pending;

export const $categories = createStore<BlogTerm[]>([], { serialize: 'ignore' });
export const $tags = createStore<BlogTerm[]>([], { serialize: 'ignore' });

export const $errors = combine($form, $showErrors, $takenSlug, (form, show, taken): FormErrors => {
  if (!form || !show) return {};
  const errors = validateArticle(form);
  if (!errors['slug'] && taken !== null && form.slug === taken) errors['slug'] = 'slugTaken';
  return errors;
});
export const $unsaved = combine($form, $saved, (form, saved) => !!form && !!saved && isChanged(form, saved));

// Opening: everything from before is forgotten; the article (or a blank one) and the terms load.
$saved.reset(articleEditorOpened, articleEditorClosed);
$form.reset(articleEditorOpened, articleEditorClosed);
$restored.reset(articleEditorOpened, articleEditorClosed);
$showErrors.reset(articleEditorOpened, articleEditorClosed);
$takenSlug.reset(articleEditorOpened, articleEditorClosed);
$saveFailed.reset(articleEditorOpened, articleEditorClosed);
$status.on(articleEditorOpened, () => 'loading').reset(articleEditorClosed);
sample({ clock: articleEditorOpened, target: termsQuery.start });
sample({
  clock: [articleEditorOpened, loadRetried],
  source: $slug,
  filter: (slug): slug is string => slug !== null,
  target: articleQuery.start,
});
$status.on(loadRetried, () => 'loading');

const savedKnown = createEvent<ArticleForm>();
sample({
  clock: articleEditorOpened,
  source: $currentUser,
  filter: (_, { slug }) => slug === null,
  fn: (user) => blankArticle(user?.name ?? '', new Date()),
  target: savedKnown,
});
sample({
  clock: articleQuery.finished.success,
  filter: ({ result }) => result !== null,
  fn: ({ result }) => formFromArticle(result as BlogArticleForEditing),
  target: savedKnown,
});
$status
  .on(articleQuery.finished.success, (status, { result }) => (result === null ? 'notFound' : status))
  .on(articleQuery.finished.failure, () => 'failed');
$saved.on(savedKnown, (_, form) => form);

// The article is known: a draft left on this device comes back in its place.
sample({ clock: savedKnown, source: $draftKey, filter: Boolean, target: readDraftFx });
sample({
  clock: savedKnown,
  source: $draftKey,
  filter: (key) => key === null,
  fn: () => 'ready' as const,
  target: $status,
});
sample({
  clock: readDraftFx.done,
  source: $saved,
  fn: (saved, { result }) =>
    result && result !== 'locked' && saved && isChanged(result.form, saved) ? result.form : saved,
  target: $form,
});
$restored.on(readDraftFx.done, (_, { result }) => result !== null && result !== 'locked');
$status.on(readDraftFx.finally, () => 'ready');

// Typing. The slug follows the English title until it is typed by hand.
$form
  .on(textChanged, (form, { field, language, value }) => {
    if (!form) return form;
    const next = { ...form, [field]: { ...form[field], [language]: value } };
    if (field === 'title' && language === 'en-US' && !form.slugEdited) next.slug = slugify(value);
    return next;
  })
  .on(fieldsChanged, (form, fields) =>
    form ? { ...form, ...fields, slugEdited: form.slugEdited || fields.slug !== undefined } : form,
  );

// Every change is kept on the device until saved (and the draft goes once nothing differs).
const formEdited = sample({ clock: [textChanged, fieldsChanged, termCreated], source: $form });
sample({
  clock: formEdited,
  source: { key: $draftKey, saved: $saved, form: $form },
  filter: ({ key, saved, form }) => key !== null && saved !== null && form !== null && isChanged(form, saved),
  fn: ({ key, saved, form }) => ({
    key: key as string,
    draft: { form: form as ArticleForm, saved: saved as ArticleForm },
  }),
  target: writeDraftFx,
});
sample({
  clock: formEdited,
  source: { key: $draftKey, unsaved: $unsaved },
  filter: ({ key, unsaved }) => key !== null && !unsaved,
  fn: ({ key }) => key as string,
  target: removeDraftFx,
});
sample({
  clock: $unsaved,
  fn: (unsaved) => ({ key: UNSAVED_KEY, unsaved }),
  target: unsavedWorkChanged,
});
sample({
  clock: articleEditorClosed,
  fn: () => ({ key: UNSAVED_KEY, unsaved: false }),
  target: unsavedWorkChanged,
});

sample({ clock: restoredDraftDiscarded, source: $saved, target: $form });
$restored.reset(restoredDraftDiscarded);
sample({ clock: restoredDraftDiscarded, source: $draftKey, filter: Boolean, target: removeDraftFx });

// Saving: only a valid form is sent; a failure keeps everything as typed.
$showErrors.on(saveRequested, () => true);
sample({
  clock: saveRequested,
  source: { form: $form, pending: $saving },
  filter: ({ form, pending }) => form !== null && !pending && !hasErrors(validateArticle(form)),
  fn: ({ form }) => form as ArticleForm,
  target: saveArticleMutation.start,
});
$saveFailed.reset(saveRequested);
$takenSlug.on(saveArticleMutation.finished.failure, (taken, { error, params }) =>
  error instanceof PlatformError && error.code === 'BLOG_SLUG_TAKEN' ? params.slug : taken,
);
$saveFailed.on(
  saveArticleMutation.finished.failure,
  (_, { error }) => !(error instanceof PlatformError && error.code === 'BLOG_SLUG_TAKEN'),
);

/** The last save of this opening: the article's slug, and whether readers can see it now. */
export const $lastSaved = createStore<{ slug: string; isPublished: boolean } | null>(null, {
  serialize: 'ignore',
})
  .on(saveArticleMutation.finished.success, (_, { params, result }) => ({
    slug: result.slug,
    isPublished: params.isPublished,
  }))
  .reset(articleEditorOpened, articleEditorClosed);
sample({
  clock: saveArticleMutation.finished.success,
  fn: ({ params, result }): ArticleForm => ({ ...params, id: result.id, slug: result.slug }),
  target: [$saved, $form],
});
$restored.reset(saveArticleMutation.finished.success);
sample({
  clock: saveArticleMutation.finished.success,
  source: $draftKey,
  filter: Boolean,
  target: removeDraftFx,
});
sample({
  clock: saveArticleMutation.finished.success,
  fn: ({ params }) => ({
    type: 'success' as const,
    ns: 'blog-editor' as const,
    title: params.isPublished ? 'saved.published' : 'saved.draft',
  }),
  target: notifyTranslatedFx,
});

// Terms: the lists, and what the writer creates from the form.
sample({ clock: termsQuery.finished.success, fn: ({ result }) => result.categories, target: $categories });
sample({ clock: termsQuery.finished.success, fn: ({ result }) => result.tags, target: $tags });
$categories.on(termCreated, (list, { kind, term }) => (kind === 'category' ? [...list, term] : list));
$tags.on(termCreated, (list, { kind, term }) => (kind === 'tag' ? [...list, term] : list));
$form.on(termCreated, (form, { kind, term }) => {
  if (!form) return form;
  return kind === 'category'
    ? { ...form, categoryIds: [...form.categoryIds, term.id] }
    : { ...form, tagIds: [...form.tagIds, term.id] };
});

/** A category or tag typed into the form: created on the platform, then filed under. */
export const createTermFx = createEffect(({ kind, name }: { kind: 'category' | 'tag'; name: string }) =>
  kind === 'category'
    ? createCategory({ name, slug: slugify(name), title: { 'en-US': name } })
    : createTag({ name: slugify(name), title: { 'en-US': name } }),
);
export const createTermMutation = createMutation({ name: 'blog/create-term', effect: createTermFx });
sample({
  clock: createTermMutation.finished.success,
  fn: ({ params, result }) => ({ kind: params.kind, term: result }),
  target: termCreated,
});
/** Which list is adding a term now, and which one's last addition failed. */
export const $termBusy = createStore<'category' | 'tag' | null>(null, { serialize: 'ignore' })
  .on(createTermMutation.started, (_, { params }) => params.kind)
  .reset(createTermMutation.finished.finally, articleEditorOpened);
export const $termFailed = createStore<'category' | 'tag' | null>(null, { serialize: 'ignore' })
  .on(createTermMutation.finished.failure, (_, { params }) => params.kind)
  .reset(createTermMutation.started, articleEditorOpened);
