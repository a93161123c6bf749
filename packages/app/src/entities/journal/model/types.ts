import type { JournalStatus, JournalTiming, VegJournal } from '@emotion-guru/platform-sdk';

/**
 * How an entry's title and content reached the screen: stored in clear, decrypted with the user's data
 * key, still locked (encrypted, no key or another person's key) or damaged (the ciphertext does not
 * authenticate: shown as damaged, never as garbage).
 */
export type EntryProtection = 'plain' | 'decrypted' | 'locked' | 'damaged';

/** A journal entry as the app shows and edits it. Title and content are empty unless readable. */
export interface JournalEntry {
  id: string;
  clientId: string;
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  content: string;
  tags: string[];
  /** ISO 8601. */
  date: string;
  timing: JournalTiming | null;
  status: JournalStatus;
  color: string | null;
  createdById: string | null;
  protection: EntryProtection;
  /** The record as the platform holds it (ciphertext included), for undo and export. */
  record: VegJournal;
}

/** What the user narrows the list with. Dates are `YYYY-MM-DD` in the user's time zone, or empty. */
export interface JournalFilters {
  search: string;
  tag: string;
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

export const EMPTY_FILTERS: JournalFilters = { search: '', tag: '', from: '', to: '', page: 1 };

export const JOURNAL_PAGE_SIZE = 10;

/** The values an author edits; `id` absent for a new entry. */
export interface JournalDraft {
  id?: string;
  /**
   * When the platform last changed the entry being edited (its `lastUpdateDate`): an edit sent later (it
   * waited offline) is not saved over a change made since.
   */
  updatedAt?: string;
  title: string;
  content: string;
  tags: string[];
  /** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input holds it. */
  date: string;
  timing: JournalTiming | null;
  status: JournalStatus;
  color: string;
}
