import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import { $dataKey } from '@/entities/keyring';
import { $currentUser, logoutFx } from '@/entities/session';
import { draftKey, readDraft, removeDraft } from '../api/draft-store.ts';
import { blankDraft, isDraftDirty } from '../lib/draft.ts';

/**
 * A new reflection left unsaved on this device for the signed-in user and the active client, as the
 * reflections list shows it ("continue where you left off"): its title when it has one and can be read,
 * `locked` when it is sealed and local encryption is locked here. Edits' drafts are not counted.
 */
export type PendingDraft = { kind: 'open'; title: string } | { kind: 'locked' };

/** The list page opened (and on every change of user, client or key while it is open): look for a draft. */
export const pendingDraftWatched = createEvent();
export const pendingDraftUnwatched = createEvent();
/** The user confirmed: drop the unsaved reflection. */
export const pendingDraftDiscarded = createEvent();

const $watching = createStore(false)
  .on(pendingDraftWatched, () => true)
  .reset(pendingDraftUnwatched, logoutFx.finally);

const $slot = combine($currentUser, $activeClientId, (user, clientId) =>
  user && clientId ? draftKey(user.userId, clientId) : null,
);

export const readPendingDraftFx = attach({
  source: { id: $slot, key: $dataKey },
  effect: async ({ id, key }): Promise<PendingDraft | null> => {
    if (id === null) return null;
    const stored = await readDraft(id, key);
    if (stored === null) return null;
    if (stored === 'locked') return { kind: 'locked' };
    // A draft with nothing entered (Next on an empty first step) is not worth coming back to.
    const draft = { ...blankDraft(new Date()), ...stored.draft };
    return isDraftDirty(draft, blankDraft(new Date())) ? { kind: 'open', title: draft.title.trim() } : null;
  },
});

export const removePendingDraftFx = attach({
  source: $slot,
  effect: async (id) => {
    if (id !== null) await removeDraft(id);
  },
});

export const $pendingDraft = createStore<PendingDraft | null>(null)
  .on(readPendingDraftFx.doneData, (_, pending) => pending)
  .on(removePendingDraftFx.done, () => null)
  .reset(pendingDraftUnwatched, logoutFx.finally);

sample({
  clock: [pendingDraftWatched, $slot.updates, $dataKey.updates],
  source: $watching,
  filter: (watching) => watching,
  fn: () => undefined,
  target: readPendingDraftFx,
});
sample({ clock: pendingDraftDiscarded, target: removePendingDraftFx });
