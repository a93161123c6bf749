export { createDraftStore, draftKey, type DraftStore, type DraftStoreOptions } from './draft-store.ts';
