import { createDraftStore } from '@/shared/lib/draft-store';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';

export { draftKey } from '@/shared/lib/draft-store';

/**
 * The message being typed, kept in IndexedDB (one per user and client) until the platform stored it:
 * a failed send, a reload or a crash never loses it. With local encryption unlocked it is sealed with
 * the data key, like the journal's drafts.
 */
export interface ChatDraftValue {
  text: string;
}

const AAD = 'chat.draft';

const drafts = createDraftStore<ChatDraftValue>({
  database: 'emotion-guru-chat-drafts',
  storeName: 'chat',
  inOrder: true,
  seal: async (value, key) => ({ text: await encryptText(key, value.text, AAD) }),
  open: async (value, key) => ({
    text: isEncryptedText(value.text) ? await decryptText(key, value.text, AAD) : value.text,
  }),
});

export const { write: writeDraft, read: readDraft, remove: removeDraft } = drafts;
