import { concurrency, createQuery, type FetchingStatus } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/journal';
import { keyringRequested } from '@/entities/keyring/@x/journal';
import { logoutFx } from '@/entities/session/@x/journal';
import { retryTransientFailures } from '@/shared/api';
import { countEntriesBefore, fetchClientTags, queryJournalPage } from '../api/journal-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealEntry } from '../lib/protect.ts';
import { $reader, type ReaderState } from './reader.ts';
import { EMPTY_FILTERS, type JournalEntry, type JournalFilters } from './types.ts';

export interface JournalListData {
  entries: JournalEntry[];
  total: number;
  /** Entries hidden by the tier's history window (0 when history is unlimited). */
  hiddenByTier: number;
  /** Tags used on this client's entries. */
  tags: string[];
}

type JournalPage = Pick<JournalListData, 'entries' | 'total'>;
type ClientFacts = Pick<JournalListData, 'hiddenByTier' | 'tags'>;

/** Whose journal, read by whom: what every journal load needs. */
export interface JournalSource {
  clientId: string | null;
  reader: ReaderState | null;
}

/** The journal page mounted (per active client: the main area is re-created on a switch). */
export const journalOpened = createEvent();
export const journalClosed = createEvent();
/** Any filter changed; the list goes back to page 1. */
export const filtersChanged = createEvent<Partial<Omit<JournalFilters, 'page'>>>();
export const pageSelected = createEvent<number>();
export const filtersCleared = createEvent();
/** An entry was created, edited, deleted or restored somewhere: show the platform's truth again. */
export const journalChanged = createEvent();
export const reloadRequested = createEvent();

export const $filters = createStore<JournalFilters>(EMPTY_FILTERS)
  .on(filtersChanged, (filters, change) => ({ ...filters, ...change, page: 1 }))
  .on(pageSelected, (filters, page) => ({ ...filters, page: Math.max(1, Math.floor(page)) }))
  .reset(journalOpened, filtersCleared, logoutFx.finally);

const $opened = createStore(false)
  .on(journalOpened, () => true)
  .reset(journalClosed, logoutFx.finally);

/** The active client and the reader, as one load's parameters. */
export const $journalSource = combine(
  { clientId: $activeClientId, reader: $reader },
  (source): JournalSource => source,
);

/** One page of the client's entries under the filters, revealed for the reader. */
export const journalPageQuery = createQuery({
  name: 'journal/page',
  effect: createEffect(
    async ({
      clientId,
      reader,
      filters,
    }: JournalSource & { filters: JournalFilters }): Promise<JournalPage> => {
      if (!clientId || !reader) return { entries: [], total: 0 };
      const since = historyCutoff(reader.subscription, Date.now());
      const page = await queryJournalPage({ clientId, filters, since });
      const entries = await Promise.all(page.records.map((record) => revealEntry(record, reader.reader)));
      return { entries, total: page.total };
    },
  ),
});

/**
 * What does not depend on the filters (the client's tags, the entries the tier hides): loaded when the
 * page opens or the entries change, not again on every keystroke in the search box or page turn.
 */
export const clientFactsQuery = createQuery({
  name: 'journal/clientFacts',
  effect: createEffect(async ({ clientId, reader }: JournalSource): Promise<ClientFacts> => {
    if (!clientId || !reader) return { hiddenByTier: 0, tags: [] };
    const since = historyCutoff(reader.subscription, Date.now());
    const [hiddenByTier, tags] = await Promise.all([
      since ? countEntriesBefore(clientId, since) : Promise.resolve(0),
      fetchClientTags(clientId),
    ]);
    return { hiddenByTier, tags };
  }),
});

// Typing in the search box starts several loads: only the newest may land (older ones are aborted), and
// a logout drops whatever is still on its way.
for (const query of [journalPageQuery, clientFactsQuery]) {
  concurrency(query, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
  retryTransientFailures(query);
  sample({ clock: [journalOpened, logoutFx.finally], target: query.reset });
}

export const $journal = combine(
  journalPageQuery.$data,
  clientFactsQuery.$data,
  (page, facts): JournalListData => ({
    entries: page?.entries ?? [],
    total: page?.total ?? 0,
    hiddenByTier: facts?.hiddenByTier ?? 0,
    tags: facts?.tags ?? [],
  }),
);

/** The list's status; a list without its tags and tier count is not complete either (it offers the retry). */
export const $listStatus = combine(
  journalPageQuery.$status,
  clientFactsQuery.$status,
  (page, facts): FetchingStatus => (facts === 'fail' ? 'fail' : page),
);

/** A new key (unlock) or a new reader means other entries are readable: load again. */
const readerChanged = $reader.updates;

sample({
  clock: [
    journalOpened,
    filtersChanged,
    pageSelected,
    filtersCleared,
    journalChanged,
    reloadRequested,
    readerChanged,
  ],
  source: { opened: $opened, source: $journalSource, filters: $filters },
  filter: ({ opened }) => opened,
  fn: ({ source, filters }) => ({ ...source, filters }),
  target: journalPageQuery.start,
});
// Another reader may be on another tier, which hides a different number of entries.
sample({
  clock: [journalOpened, journalChanged, reloadRequested, readerChanged],
  source: { opened: $opened, source: $journalSource },
  filter: ({ opened }) => opened,
  fn: ({ source }) => source,
  target: clientFactsQuery.start,
});

/**
 * The journal reads with the user's keyring: it is asked for once per opening of a client's journal. (The
 * main area mounts the page before the active client is known and again once it is: the keyring is not
 * read for the first mount, which has nothing to show.)
 */
sample({ clock: journalOpened, source: $activeClientId, filter: Boolean, target: keyringRequested });
