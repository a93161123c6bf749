export type { EntryProtection, JournalDraft, JournalEntry, JournalFilters } from './model/types.ts';
export { EMPTY_FILTERS, JOURNAL_PAGE_SIZE } from './model/types.ts';
export {
  deleteJournalRecord,
  fetchOwnPlainRecords,
  saveSealedFields,
  ensureTagIds,
  saveJournalRecord,
  startOfLocalDay,
  type JournalRecordInput,
} from './api/journal-api.ts';
export { FREE_HISTORY_DAYS, historyCutoff } from './lib/history.ts';
export { ENTRY_COLORS, STATUS_KEYS, TIMING_KEYS, isHexColor } from './lib/labels.ts';
export { plainParagraphs, plainToRichText, richTextToParagraphs, richTextToPlain } from './lib/rich-text.ts';
export { revealEntry, sealFields } from './lib/protect.ts';
export {
  $filters,
  $journal,
  $listStatus,
  filtersChanged,
  filtersCleared,
  journalChanged,
  journalClosed,
  journalOpened,
  loadJournalFx,
  pageSelected,
  reloadRequested,
  type JournalListData,
  type ListStatus,
} from './model/list.ts';
export {
  $recentEntries,
  $recentStatus,
  RECENT_ENTRY_COUNT,
  loadRecentEntriesFx,
  recentEntriesRequested,
} from './model/recent.ts';
export { $reader } from './model/reader.ts';
export { JournalEntryCard, type JournalEntryCardProps } from './ui/JournalEntryCard.tsx';
