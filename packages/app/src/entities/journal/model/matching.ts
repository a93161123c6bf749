import { queryJournalPage } from '../api/journal-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealEntry } from '../lib/protect.ts';
import type { JournalSource } from './source.ts';
import type { JournalEntry, JournalFilters } from './types.ts';

/** Entries are read in pages of this size when all of them are needed (export). */
export const MATCHING_PAGE_SIZE = 50;

/** How far reading every matching entry has come. */
export interface ReadProgress {
  read: number;
  total: number;
}

/**
 * Every entry of the client that matches the filters (all pages, not just the one shown; the tier's
 * history window still applies), newest first, revealed for the reader. `onPage` hears the progress
 * after each page.
 */
export async function readMatchingEntries(
  { clientId, reader }: JournalSource,
  filters: JournalFilters,
  onPage: (progress: ReadProgress) => void = () => undefined,
): Promise<JournalEntry[]> {
  if (!clientId || !reader) return [];
  const since = historyCutoff(reader.subscription, Date.now());
  const entries: JournalEntry[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page += 1) {
    const { records, total } = await queryJournalPage({
      clientId,
      filters: { ...filters, page },
      since,
      pageSize: MATCHING_PAGE_SIZE,
    });
    // An entry written meanwhile shifts the pages by one: an entry seen twice is kept once.
    const fresh = records.filter((record) => !seen.has(record.id));
    for (const record of fresh) seen.add(record.id);
    entries.push(...(await Promise.all(fresh.map((record) => revealEntry(record, reader.reader)))));
    onPage({ read: entries.length, total: Math.max(total, entries.length) });
    if (records.length < MATCHING_PAGE_SIZE || page * MATCHING_PAGE_SIZE >= total) return entries;
  }
}
