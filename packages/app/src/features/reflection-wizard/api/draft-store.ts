import { createDraftStore } from '@/shared/lib/draft-store';
import type { ReflectionDraft } from '../lib/draft.ts';
import { openDraft, sealDraft } from '../lib/seal.ts';

export { draftKey } from '@/shared/lib/draft-store';

/**
 * The unsaved reflection, one per user and client, in IndexedDB (as the journal's drafts): it survives a
 * reload, a crash or a failed save. With local encryption unlocked, its free texts are stored sealed with
 * the data key; such a draft can be restored only after unlocking. Writes and removals run in the order
 * asked (an older keystroke's draft never lands after a newer one, or after the draft was removed).
 */
const drafts = createDraftStore<{
  draft: ReflectionDraft;
  /** The step the user was on. */
  step: number;
}>({
  database: 'emotion-guru-reflection-drafts',
  storeName: 'reflection',
  seal: async (value, key) => ({ draft: await sealDraft(value.draft, key), step: value.step }),
  open: async (value, key) => ({ draft: await openDraft(value.draft, key), step: value.step }),
  inOrder: true,
});

/** `clearDrafts` drops every stored reflection draft on this device (stories start from a blank wizard). */
export const { write: writeDraft, read: readDraft, remove: removeDraft, clear: clearDrafts } = drafts;
