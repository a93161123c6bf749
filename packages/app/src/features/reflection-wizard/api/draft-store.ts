import { clear, createStore as createKeyvalStore, del, get, set, type UseStore } from 'idb-keyval';
import type { ReflectionDraft } from '../lib/draft.ts';
import { openDraft, sealDraft } from '../lib/seal.ts';

/**
 * The unsaved reflection, one per user and client, in IndexedDB (as the journal's drafts): it survives a
 * reload, a crash or a failed save. With local encryption unlocked, its free texts are stored sealed with
 * the data key; such a draft can be restored only after unlocking.
 */
export interface StoredWizard {
  draft: ReflectionDraft;
  /** The step the user was on. */
  step: number;
  sealed: boolean;
  savedAt: string;
}

let store: UseStore | undefined;
function wizardStore(): UseStore {
  store ??= createKeyvalStore('emotion-guru-reflection-drafts', 'reflection');
  return store;
}

export function draftKey(userId: string, clientId: string): string {
  return `${userId}:${clientId}`;
}

/**
 * Writes and removals run one after another, in the order asked: sealing takes a moment, and an older
 * keystroke's draft must never land after a newer one (or after the draft was removed on saving).
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

export function writeDraft(
  id: string,
  value: { draft: ReflectionDraft; step: number },
  dataKey: CryptoKey | null,
): Promise<void> {
  return inTurn(async () => {
    const stored: StoredWizard = {
      draft: dataKey ? await sealDraft(value.draft, dataKey) : value.draft,
      step: value.step,
      sealed: dataKey !== null,
      savedAt: new Date().toISOString(),
    };
    await set(id, stored, wizardStore());
  });
}

/** The stored draft, opened with the data key when sealed; `locked` when sealed and no key is given. */
export async function readDraft(
  id: string,
  dataKey: CryptoKey | null,
): Promise<{ draft: ReflectionDraft; step: number } | 'locked' | null> {
  const stored = await get<StoredWizard>(id, wizardStore());
  if (!stored) return null;
  if (!stored.sealed) return { draft: stored.draft, step: stored.step };
  if (!dataKey) return 'locked';
  return { draft: await openDraft(stored.draft, dataKey), step: stored.step };
}

export function removeDraft(id: string): Promise<void> {
  return inTurn(() => del(id, wizardStore()));
}

/** Drops every stored reflection draft on this device (stories start from a blank wizard). */
export function clearDrafts(): Promise<void> {
  return inTurn(() => clear(wizardStore()));
}
