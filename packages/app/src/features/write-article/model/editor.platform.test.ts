import { blogService } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $session } from '@/entities/session';
import { platformService } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import {
  $categories,
  $errors,
  $form,
  $lastSaved,
  $saveFailed,
  articleEditorOpened,
  createTermMutation,
  fieldsChanged,
  readDraftFx,
  removeDraftFx,
  saveRequested,
  textChanged,
  writeDraftFx,
} from './editor.ts';

const { signInAs } = emulatorForModelTests();

/** The editor against the emulator, signed in as `email`; drafts stay in memory (Node has no IndexedDB). */
function setup(email: string) {
  const scope = fork({
    values: [[$session, signInAs(email)]],
    handlers: [
      [readDraftFx, () => Promise.resolve(null)],
      [writeDraftFx, () => Promise.resolve()],
      [removeDraftFx, () => Promise.resolve()],
      [notifyTranslatedFx, () => undefined],
    ],
  });
  return scope;
}

async function writeNew(scope: ReturnType<typeof setup>, title: string): Promise<void> {
  await allSettled(articleEditorOpened, { scope, params: { slug: null } });
  await allSettled(textChanged, { scope, params: { field: 'title', language: 'en-US', value: title } });
  await allSettled(textChanged, {
    scope,
    params: { field: 'content', language: 'en-US', value: '<p>Breathe out slowly, three times.</p>' },
  });
}

describe('writing an article on the platform', () => {
  it('an admin publishes one in two languages under a new category; it reads back for editing and for readers', async () => {
    const scope = setup('admin@example.com');
    await writeNew(scope, 'Breathing before a hard talk');
    await allSettled(textChanged, {
      scope,
      params: { field: 'title', language: 'tr-TR', value: 'Zor bir konuşmadan önce nefes' },
    });
    await allSettled(textChanged, {
      scope,
      params: { field: 'content', language: 'tr-TR', value: '<p>Üç kez yavaşça nefes verin.</p>' },
    });
    await allSettled(createTermMutation.start, {
      scope,
      params: { kind: 'category', name: 'Conversations' },
    });
    const category = scope.getState($categories).find((term) => term.title === 'Conversations');
    expect(category).toBeDefined();
    expect(scope.getState($form)?.categoryIds).toEqual([category?.id]);
    await allSettled(fieldsChanged, { scope, params: { isPublished: true } });
    await allSettled(saveRequested, { scope });
    expect(scope.getState($saveFailed)).toBe(false);
    expect(scope.getState($lastSaved)).toEqual({ slug: 'breathing-before-a-hard-talk', isPublished: true });

    const again = setup('admin@example.com');
    await allSettled(articleEditorOpened, { scope: again, params: { slug: 'breathing-before-a-hard-talk' } });
    expect(again.getState($form)).toMatchObject({
      title: { 'en-US': 'Breathing before a hard talk', 'tr-TR': 'Zor bir konuşmadan önce nefes' },
      content: { 'tr-TR': '<p>Üç kez yavaşça nefes verin.</p>' },
      categoryIds: [category?.id],
      isPublished: true,
    });

    const read = await platformService(blogService).getBySlug('breathing-before-a-hard-talk', 'tr-TR');
    expect(read).toMatchObject({ title: 'Zor bir konuşmadan önce nefes', inRequestedLanguage: true });
    expect(read?.categories.map((term) => term.slug)).toEqual(['conversations']);
  });

  it('an address another article has is that field’s error; nothing typed is lost', async () => {
    const scope = setup('admin@example.com');
    await writeNew(scope, 'Mental loops');
    await allSettled(saveRequested, { scope });
    expect(scope.getState($errors)).toEqual({ slug: 'slugTaken' });
    expect(scope.getState($form)?.title['en-US']).toBe('Mental loops');
  });

  it('someone without the admin role cannot save one: the failure is said and the form kept', async () => {
    const scope = setup('premium@example.com');
    await writeNew(scope, 'Not mine to publish');
    await allSettled(saveRequested, { scope });
    expect(scope.getState($saveFailed)).toBe(true);
    expect(scope.getState($lastSaved)).toBeNull();
    expect(scope.getState($form)?.slug).toBe('not-mine-to-publish');
  });
});
