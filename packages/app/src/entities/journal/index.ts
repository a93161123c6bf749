export type { JournalDraft, JournalEntry, JournalFilters } from './model/types.ts';
export { JOURNAL_PAGE_SIZE } from './model/types.ts';
export {
  deleteJournalRecord,
  ensureTagIds,
  fetchOwnPlainRecords,
  saveJournalRecord,
  saveSealedFields,
} from './api/journal-api.ts';
export { QUEUED_JOURNAL_ENTRY, sendQueuedJournalEntry, type QueuedJournalEntry } from './api/queued-entry.ts';
export { FREE_HISTORY_DAYS, historyCutoff } from './lib/history.ts';
export { ENTRY_COLORS, STATUS_KEYS, TIMING_KEYS } from './lib/labels.ts';
export { plainToRichText } from './lib/rich-text.ts';
export { sealFields } from './lib/protect.ts';
export {
  $filters,
  $journal,
  $listStatus,
  filtersChanged,
  filtersCleared,
  journalClosed,
  journalOpened,
  pageSelected,
  reloadRequested,
} from './model/list.ts';
export { $journalSource, type JournalSource } from './model/source.ts';
export { readMatchingEntries, type ReadProgress } from './model/matching.ts';
export { $recentEntries, $recentStatus, recentEntriesRequested } from './model/recent.ts';
export { JournalEntryCard } from './ui/JournalEntryCard.tsx';
export { journalChanged } from './model/changes.ts';
