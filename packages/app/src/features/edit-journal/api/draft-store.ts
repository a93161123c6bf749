import type { JournalDraft } from '@/entities/journal';
import { createDraftStore } from '@/shared/lib/draft-store';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';

export { draftKey } from '@/shared/lib/draft-store';

/**
 * Unsaved journal drafts, one per user and client, in IndexedDB: they survive a reload, a crash or a
 * failed save. With local encryption unlocked, title and content are stored sealed with the data key
 * (the same protection as on the platform); such a draft can be restored only after unlocking.
 */
export interface JournalDraftValue {
  draft: JournalDraft;
  /** The values the draft started from (an existing entry's, or a blank one), to tell what changed. */
  baseline: JournalDraft;
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

async function open(draft: JournalDraft, key: CryptoKey): Promise<JournalDraft> {
  return {
    ...draft,
    title: isEncryptedText(draft.title) ? await decryptText(key, draft.title, TITLE) : draft.title,
    content: isEncryptedText(draft.content) ? await decryptText(key, draft.content, CONTENT) : draft.content,
  };
}

const drafts = createDraftStore<JournalDraftValue>({
  database: 'emotion-guru-drafts',
  storeName: 'journal',
  seal: async (value, key) => ({
    draft: await seal(value.draft, key),
    baseline: await seal(value.baseline, key),
  }),
  open: async (value, key) => ({
    draft: await open(value.draft, key),
    baseline: await open(value.baseline, key),
  }),
});

export const { write: writeDraft, read: readDraft, remove: removeDraft } = drafts;
