import { createMutation } from '@farfetched/core';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import {
  ensureTagIds,
  journalChanged,
  plainToRichText,
  QUEUED_JOURNAL_ENTRY,
  saveJournalRecord,
  sealFields,
  type JournalDraft,
  type QueuedJournalEntry,
  type JournalEntry,
} from '@/entities/journal';
import { $dataKey, gateSaveOnEncryption, type SaveBlock } from '@/entities/keyring';
import { $currentUser, logoutFx } from '@/entities/session';
import { isOfflineFailure } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { queueWrite } from '@/shared/lib/network';
import { unsavedWorkChanged } from '@/shared/lib/unsaved-work';
import { draftKey, readDraft, removeDraft, writeDraft } from '../api/draft-store.ts';
import {
  blankDraft,
  draftFromEntry,
  hasErrors,
  isDraftDirty,
  validateDraft,
  type DraftErrors,
} from '../lib/draft-values.ts';

export interface EditorState {
  open: boolean;
  draft: JournalDraft;
  /** What the draft started from: the entry being edited, or a blank one. */
  baseline: JournalDraft;
  /** The draft came back from local storage (after a reload, a crash or a failed save). */
  restored: boolean;
}

const CLOSED: EditorState = {
  open: false,
  draft: blankDraft(new Date(0)),
  baseline: blankDraft(new Date(0)),
  restored: false,
};

/** Opens the editor on an entry, or on a new one (null). */
export const editorOpened = createEvent<JournalEntry | null>();
export const fieldChanged = createEvent<Partial<Omit<JournalDraft, 'id'>>>();
export const saveRequested = createEvent();
/** The user closed the editor and accepted losing what it holds (the UI confirms first when dirty). */
export const editorDiscarded = createEvent();
/**
 * The user chose to save without encryption although encryption is on but locked here (a forgotten
 * password leaves no other way to keep writing).
 */
export const saveUnencryptedRequested = createEvent();
/** The journal page opened: bring back a draft left unsaved. */
export const draftRestoreRequested = createEvent();

/** One draft slot per user and client; null while either is unknown. */
const $draftId = combine($currentUser, $activeClientId, (user, clientId) =>
  user && clientId ? draftKey(user.userId, clientId) : null,
);

export const $editor = createStore<EditorState>(CLOSED)
  .on(editorOpened, (_, entry) => {
    const baseline = entry ? draftFromEntry(entry) : blankDraft(new Date());
    return { open: true, draft: baseline, baseline, restored: false };
  })
  .on(fieldChanged, (state, change) => ({ ...state, draft: { ...state.draft, ...change } }))
  .reset(editorDiscarded, logoutFx.finally);

export const $isDirty = $editor.map(({ draft, baseline }) => isDraftDirty(draft, baseline));
// An app update waits for the user while the editor holds changes.
sample({
  clock: $isDirty,
  fn: (unsaved) => ({ key: 'journal-editor', unsaved }),
  target: unsavedWorkChanged,
});

/** Field errors, shown once the user tried to save and updated as they correct the fields. */
export const $errors = createStore<DraftErrors>({}).reset(editorOpened, editorDiscarded, logoutFx.finally);
const $triedToSave = createStore(false)
  .on(saveRequested, () => true)
  .reset(editorOpened, editorDiscarded);
export const $saveFailed = createStore(false).reset(editorOpened, editorDiscarded, saveRequested);
/** A sealed draft waits in storage but the data key is locked: unlocking brings it back. */
export const $draftLocked = createStore(false).reset(logoutFx.finally);

export const persistDraftFx = attach({
  source: { id: $draftId, key: $dataKey },
  effect: async ({ id, key }, value: { draft: JournalDraft; baseline: JournalDraft }) => {
    if (id) await writeDraft(id, value, key);
  },
});
export const readDraftFx = attach({
  source: { id: $draftId, key: $dataKey },
  effect: async ({ id, key }) => (id ? readDraft(id, key) : null),
});
export const removeDraftFx = attach({
  source: $draftId,
  effect: async (id) => {
    if (id) await removeDraft(id);
  },
});

/** How a save ended: on the platform, or kept on this device until the connection is back (offline). */
export type SaveOutcome = { queued: false; id: string } | { queued: true };

export const saveEntryFx = attach({
  source: { clientId: $activeClientId, key: $dataKey, user: $currentUser },
  effect: async ({ clientId, key, user }, draft: JournalDraft): Promise<SaveOutcome> => {
    if (!clientId) throw new Error('No active client to write the entry for');
    const sealed = await sealFields(key, {
      title: draft.title.trim(),
      content: plainToRichText(draft.content),
    });
    const record = {
      ...(draft.id ? { id: draft.id } : {}),
      client_id: clientId,
      title: sealed.title,
      content: sealed.content,
      date: new Date(draft.date).toISOString(),
      ...(draft.timing === null ? {} : { timing: draft.timing }),
      status: draft.status,
      color: draft.color,
    };
    try {
      const tags = await ensureTagIds(draft.tags);
      return { queued: false, id: await saveJournalRecord({ ...record, tags }) };
    } catch (error) {
      // Offline: the entry waits on this device (sealed as it would be sent) and goes once back online.
      if (!user || !isOfflineFailure(error)) throw error;
      await queueWrite<QueuedJournalEntry>({
        owner: user.userId,
        kind: QUEUED_JOURNAL_ENTRY,
        payload: { record, tagNames: draft.tags, base: draft.updatedAt ?? null },
        label: key ? '' : record.title,
      });
      return { queued: true };
    }
  },
});

/** Saving an entry: a mutation (status, one outcome per save) around the platform write. */
export const saveEntryMutation = createMutation({ name: 'journal/saveEntry', effect: saveEntryFx });
const entrySaved = saveEntryMutation.finished.success;

/**
 * Why a save waits for the user: encryption is on but locked on this device (saving now would store
 * the entry readable), or whether it is on is not known yet. Never silently saved in clear.
 */
export const $saveBlocked = createStore<SaveBlock>(null).reset(
  editorOpened,
  editorDiscarded,
  entrySaved,
  $dataKey.updates,
);

// Every change is written locally at once: nothing typed is lost to a reload or a failed save.
sample({
  clock: fieldChanged,
  source: $editor,
  filter: (state) => state.open,
  fn: ({ draft, baseline }) => ({ draft, baseline }),
  target: persistDraftFx,
});

sample({
  clock: [fieldChanged, saveRequested],
  source: { editor: $editor, tried: $triedToSave },
  filter: ({ tried }) => tried,
  fn: ({ editor }) => validateDraft(editor.draft),
  target: $errors,
});

const validSave = sample({
  clock: saveRequested,
  source: $editor,
  filter: (state) => state.open && !hasErrors(validateDraft(state.draft)),
  fn: (state) => state.draft,
});
gateSaveOnEncryption({
  clock: validSave,
  source: $editor.map((state) => state.draft),
  open: $editor.map((state) => state.open),
  blocked: $saveBlocked,
  target: saveEntryMutation.start,
});
sample({
  clock: saveUnencryptedRequested,
  source: { editor: $editor, blocked: $saveBlocked },
  filter: ({ editor, blocked }) => editor.open && blocked === 'locked',
  fn: ({ editor }) => editor.draft,
  target: saveEntryMutation.start,
});

$saveFailed.on(saveEntryMutation.finished.failure, () => true);
$editor.reset(entrySaved);
sample({ clock: entrySaved, target: [removeDraftFx, journalChanged] });
sample({
  clock: entrySaved,
  fn: ({ params, result }) =>
    result.queued
      ? {
          type: 'default' as const,
          ns: 'app_content' as const,
          title: 'journal.toasts.queued',
          description: 'journal.toasts.queuedDescription',
        }
      : {
          type: 'success' as const,
          ns: 'app_content' as const,
          title: params.id ? 'journal.toasts.updated' : 'journal.toasts.created',
        },
  target: notifyTranslatedFx,
});

sample({ clock: editorDiscarded, target: removeDraftFx });

// Restoring: on opening the page, and again once an unlock makes a sealed draft readable.
sample({
  clock: draftRestoreRequested,
  source: $editor,
  filter: (state) => !state.open,
  target: readDraftFx,
});
sample({
  clock: $dataKey.updates,
  source: { locked: $draftLocked, editor: $editor },
  filter: ({ locked, editor }, key) => locked && key !== null && !editor.open,
  target: readDraftFx,
});
$draftLocked.on(readDraftFx.doneData, (_, result) => result === 'locked');
$editor.on(readDraftFx.doneData, (state, result) =>
  result && result !== 'locked'
    ? { open: true, draft: result.draft, baseline: result.baseline, restored: true }
    : state,
);
