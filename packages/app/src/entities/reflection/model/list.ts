import { combine, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/reflection';
import { keyringRequested } from '@/entities/keyring/@x/reflection';
import { logoutFx } from '@/entities/session/@x/reflection';
import { readWithOfflineCopy } from '@/shared/api';
import { createPagedList, type ListPage } from '@/shared/lib/paged-list';
import { countReflectionsBefore, fetchReflectionTags, queryReflectionPage } from '../api/reflection-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealReflection } from '../lib/protect.ts';
import { reflectionsChanged } from './changes.ts';
import { $reflectionReader, type ReflectionReaderState } from './reader.ts';
import { EMPTY_REFLECTION_FILTERS, type Reflection } from './types.ts';

export interface ReflectionListData {
  reflections: Reflection[];
  total: number;
  /** Reflections hidden by the tier's history window (0 when history is unlimited). */
  hiddenByTier: number;
  /** Tags used on this client's reflections (for the tag filter). */
  tags: string[];
}

type ClientFacts = Pick<ReflectionListData, 'hiddenByTier' | 'tags'>;

/** Whose reflections, read by whom: what every load needs. */
export interface ReflectionSource {
  clientId: string | null;
  reader: ReflectionReaderState | null;
}

export const $reflectionSource = combine(
  { clientId: $activeClientId, reader: $reflectionReader },
  (source): ReflectionSource => source,
);

/**
 * The client's reflections, a page at a time under the filters, revealed for the reader; with the tags in
 * use and the count the tier hides.
 */
const list = createPagedList({
  name: 'reflection',
  $source: $reflectionSource,
  emptyFilters: EMPTY_REFLECTION_FILTERS,
  loadPage: async ({ source: { clientId, reader }, filters }): Promise<ListPage<Reflection>> => {
    if (!clientId || !reader) return { items: [], total: 0 };
    const since = historyCutoff(reader.unlimitedHistory, Date.now());
    // Offline, the page last loaded here under these filters.
    const page = await readWithOfflineCopy(`reflection/page/${clientId}/${JSON.stringify(filters)}`, () =>
      queryReflectionPage({ clientId, filters, since }),
    );
    const items = await Promise.all(page.records.map((record) => revealReflection(record, reader.reader)));
    return { items, total: page.total };
  },
  loadFacts: async ({ clientId, reader }): Promise<ClientFacts> => {
    if (!clientId || !reader) return { hiddenByTier: 0, tags: [] };
    const since = historyCutoff(reader.unlimitedHistory, Date.now());
    return readWithOfflineCopy(`reflection/facts/${clientId}`, async () => {
      const [hiddenByTier, tags] = await Promise.all([
        since ? countReflectionsBefore(clientId, since) : Promise.resolve(0),
        fetchReflectionTags(clientId),
      ]);
      return { hiddenByTier, tags };
    });
  },
  dropped: logoutFx.finally,
  changed: reflectionsChanged,
  // A new key (unlock) or another reader means other reflections are readable.
  sourceChanged: $reflectionReader.updates,
});

/**
 * The list page mounted (per active client: the main area is re-created on a switch), with the filters it
 * starts from (the detail page's loop link opens the list on that loop).
 */
export const reflectionListOpened = list.opened;
export const reflectionListClosed = list.closed;
/** A filter changed; the list goes back to page 1. */
export const reflectionFiltersChanged = list.filtersChanged;
export const reflectionPageSelected = list.pageSelected;
export const reflectionFiltersCleared = list.filtersCleared;
export const reflectionListReloadRequested = list.reloadRequested;
export const $reflectionFilters = list.$filters;
/** The list's status; failed tags or count of hidden reflections fail the list too (it offers the retry). */
export const $reflectionListStatus = list.$status;

export const $reflectionList = combine(list.$page, list.$facts, (page, facts): ReflectionListData => ({
  reflections: page.items,
  total: page.total,
  hiddenByTier: facts?.hiddenByTier ?? 0,
  tags: facts?.tags ?? [],
}));

/** Encrypted reflections need the keyring: asked for once the client is known. */
sample({ clock: reflectionListOpened, source: $activeClientId, filter: Boolean, target: keyringRequested });
