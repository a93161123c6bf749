import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client';
import { journalChanged, type JournalEntry } from '@/entities/journal';
import { $session } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import {
  $draftLocked,
  $editor,
  $errors,
  $saveFailed,
  draftRestoreRequested,
  editorDiscarded,
  editorOpened,
  fieldChanged,
  persistDraftFx,
  readDraftFx,
  removeDraftFx,
  saveEntryFx,
  $saveBlocked,
  saveRequested,
  saveUnencryptedRequested,
  type SaveOutcome,
} from './editor.ts';
import { $dataKey, $encryption, keyringRequested, type EncryptionState } from '@/entities/keyring';
import { testSession } from '@/shared/lib/test-session';
import { $hasUnsavedWork } from '@/shared/lib/unsaved-work';

const session = testSession();

function setup(
  options: {
    save?: () => Promise<SaveOutcome>;
    stored?: Awaited<ReturnType<typeof readDraftFx>>;
    encryption?: EncryptionState;
  } = {},
) {
  const persisted: unknown[] = [];
  const removed = vi.fn();
  const answer = options.save ?? (() => Promise.resolve({ queued: false as const, id: 'j-new' }));
  const saved = vi.fn((draft: unknown) => (draft ? answer() : Promise.reject(new Error('no draft'))));
  const notify = vi.fn();
  // Attached effects' replacement handlers receive (source, params): tests look at the params.
  const changed = vi.fn();
  const scope = fork({
    values: [
      [$session, session],
      [$activeClient, { id: 'c-1', name: 'Ada', isActive: true }],
      [$encryption, options.encryption ?? 'off'],
    ],
    handlers: [
      [persistDraftFx, (_: unknown, value: unknown) => void persisted.push(value)],
      [removeDraftFx, removed],
      [readDraftFx, () => Promise.resolve(options.stored ?? null)],
      [saveEntryFx, (_: unknown, draft: unknown) => saved(draft)],
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
    ],
  });
  createWatch({ unit: journalChanged, fn: changed, scope });
  return { scope, persisted, removed, save: saved, notify, changed };
}

describe('journal editor', () => {
  it('keeps every change locally while typing', async () => {
    const { scope, persisted } = setup();
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(fieldChanged, { scope, params: { content: 'H' } });
    await allSettled(fieldChanged, { scope, params: { content: 'Hi' } });
    expect(persisted).toHaveLength(2);
    expect(persisted.at(-1)).toMatchObject({ draft: { content: 'Hi' } });
  });

  it('refuses an empty entry with a field error and saves nothing', async () => {
    const { scope, save } = setup();
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(saveRequested, { scope });
    expect(scope.getState($errors)).toEqual({ content: 'contentRequired' });
    expect(save).not.toHaveBeenCalled();
    await allSettled(fieldChanged, { scope, params: { content: 'Better now' } });
    expect(scope.getState($errors)).toEqual({});
  });

  it('keeps the editor open with its text and the local draft when saving fails', async () => {
    const { scope, removed } = setup({ save: () => Promise.reject(new Error('503')) });
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(fieldChanged, { scope, params: { content: 'Do not lose me' } });
    await allSettled(saveRequested, { scope });
    expect(scope.getState($saveFailed)).toBe(true);
    expect(scope.getState($editor)).toMatchObject({ open: true, draft: { content: 'Do not lose me' } });
    expect(removed).not.toHaveBeenCalled();
  });

  it('closes, forgets the draft, refreshes the list and confirms once the platform has the entry', async () => {
    const { scope, save, removed, notify, changed } = setup();
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(fieldChanged, { scope, params: { content: 'Saved text', tags: ['calm'] } });
    await allSettled(saveRequested, { scope });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ content: 'Saved text', tags: ['calm'] }));
    expect(scope.getState($editor).open).toBe(false);
    expect(removed).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      ns: 'app_content',
      title: 'journal.toasts.created',
    });
  });

  it('says "updated" for an existing entry', async () => {
    const { scope, notify } = setup();
    const entry = {
      id: 'j-1',
      title: 'Walk',
      content: 'By the sea',
      tags: [],
      date: '2026-11-20T09:00:00.000Z',
      timing: 4,
      status: 1,
      color: null,
      record: { id: 'j-1', lastUpdateDate: '2026-11-20T09:05:00.000Z' },
    } as unknown as JournalEntry;
    await allSettled(editorOpened, { scope, params: entry });
    expect(scope.getState($editor).draft).toMatchObject({ id: 'j-1', title: 'Walk', content: 'By the sea' });
    await allSettled(saveRequested, { scope });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'journal.toasts.updated' }));
  });

  it('brings back a stored draft when the page opens', async () => {
    const draft = {
      title: '',
      content: 'Half written',
      tags: [],
      date: '2026-11-22T10:00',
      timing: 4 as const,
      status: 1 as const,
      color: '#6366f1',
    };
    const { scope } = setup({ stored: { draft, baseline: { ...draft, content: '' } } });
    await allSettled(draftRestoreRequested, { scope });
    expect(scope.getState($editor)).toMatchObject({
      open: true,
      restored: true,
      draft: { content: 'Half written' },
    });
  });

  it('waits for the unlock when the stored draft is sealed', async () => {
    const { scope } = setup({ stored: 'locked' });
    await allSettled(draftRestoreRequested, { scope });
    expect(scope.getState($draftLocked)).toBe(true);
    expect(scope.getState($editor).open).toBe(false);
  });

  it('counts changes not yet saved as unsaved work (an app update then waits), until discarded', async () => {
    const { scope } = setup();
    await allSettled(editorOpened, { scope, params: null });
    expect(scope.getState($hasUnsavedWork)).toBe(false);
    await allSettled(fieldChanged, { scope, params: { content: 'Half a thought' } });
    expect(scope.getState($hasUnsavedWork)).toBe(true);
    await allSettled(editorDiscarded, { scope });
    expect(scope.getState($hasUnsavedWork)).toBe(false);
  });

  it('drops the local draft when the user discards it', async () => {
    const { scope, removed } = setup();
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(fieldChanged, { scope, params: { content: 'never mind' } });
    await allSettled(editorDiscarded, { scope });
    expect(removed).toHaveBeenCalled();
    expect(scope.getState($editor).open).toBe(false);
    expect(scope.getState($dataKey)).toBeNull();
  });

  it('never saves in clear while encryption is on but locked, unless the user says so', async () => {
    const { scope, save } = setup({ encryption: 'locked' });
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(fieldChanged, { scope, params: { content: 'Private' } });
    await allSettled(saveRequested, { scope });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($saveBlocked)).toBe('locked');
    expect(scope.getState($editor).open).toBe(true);
    await allSettled(saveUnencryptedRequested, { scope });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ content: 'Private' }));
  });

  it('asks again whether encryption is on when that is not known, instead of saving', async () => {
    const { scope, save } = setup({ encryption: 'unknown' });
    const asked = vi.fn();
    createWatch({ unit: keyringRequested, fn: asked, scope });
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(fieldChanged, { scope, params: { content: 'Wait' } });
    await allSettled(saveRequested, { scope });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($saveBlocked)).toBe('checking');
    expect(asked).toHaveBeenCalled();
    // "Save without encryption" is only for a locked key, not for an unknown state.
    await allSettled(saveUnencryptedRequested, { scope });
    expect(save).not.toHaveBeenCalled();
    // Once the settings arrive and say "off", the held-back save goes on by itself.
    await allSettled($encryption, { scope, params: 'off' });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ content: 'Wait' }));
    expect(scope.getState($saveBlocked)).toBeNull();
  });
});
