import { attach, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/journal';
import { logoutFx } from '@/entities/session/@x/journal';
import { countEntriesBefore, fetchClientTags, queryJournalPage } from '../api/journal-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealEntry } from '../lib/protect.ts';
import { $reader } from './reader.ts';
import { EMPTY_FILTERS, type JournalEntry, type JournalFilters } from './types.ts';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

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

const EMPTY_LIST: JournalListData = { entries: [], total: 0, hiddenByTier: 0, tags: [] };

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

/**
 * Each load carries a fresh token; only the answer to the newest token lands (typing in the search box
 * starts several loads, and an older, slower answer must not overwrite a newer one).
 */
type LoadToken = Readonly<{ issued: number }>;
const $latestToken = createStore<LoadToken | null>(null, { serialize: 'ignore' });

export const loadJournalFx = attach({
  source: { clientId: $activeClientId, reader: $reader, filters: $filters },
  // The token is compared by identity when the answer lands; the load itself does not read it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  effect: async ({ clientId, reader, filters }, _token: LoadToken): Promise<JournalPage> => {
    if (!clientId || !reader) return { entries: [], total: 0 };
    const since = historyCutoff(reader.subscription, Date.now());
    const page = await queryJournalPage({ clientId, filters, since });
    const entries = await Promise.all(page.records.map((record) => revealEntry(record, reader.reader)));
    return { entries, total: page.total };
  },
});

/**
 * What does not depend on the filters (the client's tags, the entries the tier hides): loaded when the
 * page opens or the entries change, not again on every keystroke in the search box or page turn.
 */
export const loadClientFactsFx = attach({
  source: { clientId: $activeClientId, reader: $reader },
  effect: async ({ clientId, reader }): Promise<ClientFacts> => {
    if (!clientId || !reader) return { hiddenByTier: 0, tags: [] };
    const since = historyCutoff(reader.subscription, Date.now());
    const [hiddenByTier, tags] = await Promise.all([
      since ? countEntriesBefore(clientId, since) : Promise.resolve(0),
      fetchClientTags(clientId),
    ]);
    return { hiddenByTier, tags };
  },
});
$latestToken.on(loadJournalFx, (_, token) => token).reset(logoutFx.finally);

const newestLoaded = sample({
  clock: loadJournalFx.done,
  source: $latestToken,
  filter: (latest, { params }) => params === latest,
  fn: (_, { result }) => result,
});
const newestFailed = sample({
  clock: loadJournalFx.fail,
  source: $latestToken,
  filter: (latest, { params }) => params === latest,
});

export const $journal = createStore<JournalListData>(EMPTY_LIST)
  .on(newestLoaded, (journal, page) => ({ ...journal, ...page }))
  .on(loadClientFactsFx.doneData, (journal, facts) => ({ ...journal, ...facts }))
  .reset(journalOpened, logoutFx.finally);
const $factsFailed = createStore(false)
  .on(loadClientFactsFx.fail, () => true)
  .on(loadClientFactsFx.done, () => false)
  .reset(journalOpened, logoutFx.finally);
export const $listStatus = createStore<ListStatus>('idle')
  .on(loadJournalFx, () => 'loading')
  .on([newestFailed, loadClientFactsFx.fail], () => 'error')
  .reset(logoutFx.finally);
// A list without its tags and tier count is not complete either: it offers the retry until both load.
sample({
  clock: newestLoaded,
  source: $factsFailed,
  fn: (factsFailed): ListStatus => (factsFailed ? 'error' : 'ready'),
  target: $listStatus,
});

const issueToken = (): LoadToken => ({ issued: Date.now() });

sample({
  clock: [journalOpened, filtersChanged, pageSelected, filtersCleared, journalChanged, reloadRequested],
  source: $opened,
  filter: Boolean,
  fn: issueToken,
  target: loadJournalFx,
});
sample({
  clock: [journalOpened, journalChanged, reloadRequested],
  source: $opened,
  filter: Boolean,
  target: loadClientFactsFx,
});

/** A new key (unlock) or a new reader means other entries are readable: load again. */
sample({
  clock: $reader,
  source: $opened,
  filter: Boolean,
  fn: issueToken,
  target: loadJournalFx,
});
// Another reader may be on another tier, which hides a different number of entries.
sample({ clock: $reader, source: $opened, filter: Boolean, target: loadClientFactsFx });
