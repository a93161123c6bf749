import { assertUnchanged } from '@/shared/lib/network';
import { ensureTagIds, saveJournalRecord, type JournalRecordInput } from './journal-api.ts';

/** The write-queue kind of a journal entry saved while offline. */
export const QUEUED_JOURNAL_ENTRY = 'journal-entry';

/** A journal entry saved while offline, as it waits on the device (title and content sealed when encryption is on). */
export interface QueuedJournalEntry {
  record: Omit<JournalRecordInput, 'tags'>;
  /** Tag names: their ids are found (or the tags created) when it is sent. */
  tagNames: string[];
  /** The edited entry's `lastUpdateDate` when the edit started (null for a new entry). */
  base: string | null;
}

/**
 * Sends a queued entry: an edit only while the entry is as it was when the edit started (else a
 * `WriteConflictError`), unless the person chose to keep theirs (`overwrite`).
 */
export async function sendQueuedJournalEntry(entry: QueuedJournalEntry, overwrite: boolean): Promise<void> {
  const { id } = entry.record;
  if (id && !overwrite) await assertUnchanged('VegJournal', id, entry.base);
  const tags = await ensureTagIds(entry.tagNames);
  await saveJournalRecord({ ...entry.record, tags });
}
