import { createStore as createKeyvalStore, del, get, set, type UseStore } from 'idb-keyval';
import type { JournalDraft } from '@/entities/journal';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';

/**
 * Unsaved journal drafts, one per user and client, in IndexedDB: they survive a reload, a crash or a
 * failed save. With local encryption unlocked, title and content are stored sealed with the data key
 * (the same protection as on the platform); such a draft can be restored only after unlocking.
 */
export interface StoredDraft {
  draft: JournalDraft;
  /** The values the draft started from (an existing entry's, or a blank one), to tell what changed. */
  baseline: JournalDraft;
  sealed: boolean;
  savedAt: string;
}

let store: UseStore | undefined;
function draftStore(): UseStore {
  store ??= createKeyvalStore('emotion-guru-drafts', 'journal');
  return store;
}

export function draftKey(userId: string, clientId: string): string {
  return `${userId}:${clientId}`;
}

const TITLE = 'draft.title';
const CONTENT = 'draft.content';

async function seal(draft: JournalDraft, key: CryptoKey): Promise<JournalDraft> {
  return {
    ...draft,
    title: await encryptText(key, draft.title, TITLE),
    content: await encryptText(key, draft.content, CONTENT),
  };
}

export async function writeDraft(
  id: string,
  value: { draft: JournalDraft; baseline: JournalDraft },
  dataKey: CryptoKey | null,
): Promise<void> {
  const stored: StoredDraft = {
    draft: dataKey ? await seal(value.draft, dataKey) : value.draft,
    baseline: dataKey ? await seal(value.baseline, dataKey) : value.baseline,
    sealed: dataKey !== null,
    savedAt: new Date().toISOString(),
  };
  await set(id, stored, draftStore());
}

/** The stored draft, opened with the data key when sealed; `locked` when sealed and no key is given. */
export async function readDraft(
  id: string,
  dataKey: CryptoKey | null,
): Promise<{ draft: JournalDraft; baseline: JournalDraft } | 'locked' | null> {
  const stored = await get<StoredDraft>(id, draftStore());
  if (!stored) return null;
  if (!stored.sealed) return { draft: stored.draft, baseline: stored.baseline };
  if (!dataKey) return 'locked';
  const open = async (draft: JournalDraft): Promise<JournalDraft> => ({
    ...draft,
    title: isEncryptedText(draft.title) ? await decryptText(dataKey, draft.title, TITLE) : draft.title,
    content: isEncryptedText(draft.content)
      ? await decryptText(dataKey, draft.content, CONTENT)
      : draft.content,
  });
  return { draft: await open(stored.draft), baseline: await open(stored.baseline) };
}

export async function removeDraft(id: string): Promise<void> {
  await del(id, draftStore());
}
