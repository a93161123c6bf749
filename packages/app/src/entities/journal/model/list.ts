import { combine, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/journal';
import { keyringRequested } from '@/entities/keyring/@x/journal';
import { logoutFx } from '@/entities/session/@x/journal';
import { readWithOfflineCopy } from '@/shared/api';
import { createPagedList, type ListPage } from '@/shared/lib/paged-list';
import { countEntriesBefore, fetchClientTags, queryJournalPage } from '../api/journal-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealEntry } from '../lib/protect.ts';
import { journalChanged } from './changes.ts';
import { $reader } from './reader.ts';
import { $journalSource } from './source.ts';
import { EMPTY_FILTERS, type JournalEntry } from './types.ts';

export interface JournalListData {
  entries: JournalEntry[];
  total: number;
  /** Entries hidden by the tier's history window (0 when history is unlimited). */
  hiddenByTier: number;
  /** Tags used on this client's entries. */
  tags: string[];
}

type ClientFacts = Pick<JournalListData, 'hiddenByTier' | 'tags'>;

/**
 * The client's entries, a page at a time under the filters, revealed for the reader; with the client's tags
 * and the entries the tier hides (another reader may be on another tier, which hides a different number).
 */
const list = createPagedList({
  name: 'journal',
  $source: $journalSource,
  emptyFilters: EMPTY_FILTERS,
  loadPage: async ({ source: { clientId, reader }, filters }): Promise<ListPage<JournalEntry>> => {
    if (!clientId || !reader) return { items: [], total: 0 };
    const since = historyCutoff(reader.subscription, Date.now());
    // Offline, the page last loaded here under these filters (as the platform sent it: sealed stays sealed).
    const page = await readWithOfflineCopy(`journal/page/${clientId}/${JSON.stringify(filters)}`, () =>
      queryJournalPage({ clientId, filters, since }),
    );
    const items = await Promise.all(page.records.map((record) => revealEntry(record, reader.reader)));
    return { items, total: page.total };
  },
  loadFacts: async ({ clientId, reader }): Promise<ClientFacts> => {
    if (!clientId || !reader) return { hiddenByTier: 0, tags: [] };
    const since = historyCutoff(reader.subscription, Date.now());
    return readWithOfflineCopy(`journal/facts/${clientId}`, async () => {
      const [hiddenByTier, tags] = await Promise.all([
        since ? countEntriesBefore(clientId, since) : Promise.resolve(0),
        fetchClientTags(clientId),
      ]);
      return { hiddenByTier, tags };
    });
  },
  dropped: logoutFx.finally,
  changed: journalChanged,
  // A new key (unlock) or a new reader means other entries are readable.
  sourceChanged: $reader.updates,
});

/** The journal page mounted (per active client: the main area is re-created on a switch). */
export const journalOpened = list.opened.prepend(() => ({}));
export const journalClosed = list.closed;
/** Any filter changed; the list goes back to page 1. */
export const filtersChanged = list.filtersChanged;
export const pageSelected = list.pageSelected;
export const filtersCleared = list.filtersCleared;
export const reloadRequested = list.reloadRequested;
export const $filters = list.$filters;
/** The list's status; a list without its tags and tier count is not complete either (it offers the retry). */
export const $listStatus = list.$status;

export const $journal = combine(list.$page, list.$facts, (page, facts): JournalListData => ({
  entries: page.items,
  total: page.total,
  hiddenByTier: facts?.hiddenByTier ?? 0,
  tags: facts?.tags ?? [],
}));

/**
 * The journal reads with the user's keyring: it is asked for once per opening of a client's journal. (An
 * opening without a client, when finding one failed, has nothing to show: the keyring is not read for it.)
 */
sample({ clock: journalOpened, source: $activeClientId, filter: Boolean, target: keyringRequested });
