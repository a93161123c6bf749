import { concurrency, createQuery, type FetchingStatus } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/reflection';
import { keyringRequested } from '@/entities/keyring/@x/reflection';
import { logoutFx } from '@/entities/session/@x/reflection';
import { retryTransientFailures } from '@/shared/api';
import { countReflectionsBefore, queryReflectionPage } from '../api/reflection-api.ts';
import { historyCutoff } from '../lib/history.ts';
import { revealReflection } from '../lib/protect.ts';
import { $reflectionReader, type ReflectionReaderState } from './reader.ts';
import { EMPTY_REFLECTION_FILTERS, type Reflection, type ReflectionFilters } from './types.ts';

export interface ReflectionListData {
  reflections: Reflection[];
  total: number;
  /** Reflections hidden by the tier's history window (0 when history is unlimited). */
  hiddenByTier: number;
}

/** Whose reflections, read by whom: what every load needs. */
export interface ReflectionSource {
  clientId: string | null;
  reader: ReflectionReaderState | null;
}

/**
 * The list page mounted (per active client: the main area is re-created on a switch), with the filters it
 * starts from (the detail page's loop link opens the list on that loop).
 */
export const reflectionListOpened = createEvent<Partial<Omit<ReflectionFilters, 'page'>>>();
export const reflectionListClosed = createEvent();
/** A filter changed; the list goes back to page 1. */
export const reflectionFiltersChanged = createEvent<Partial<Omit<ReflectionFilters, 'page'>>>();
export const reflectionPageSelected = createEvent<number>();
export const reflectionFiltersCleared = createEvent();
/** A reflection was created, deleted or restored somewhere: show the platform's truth again. */
export const reflectionsChanged = createEvent();
export const reflectionListReloadRequested = createEvent();

export const $reflectionFilters = createStore<ReflectionFilters>(EMPTY_REFLECTION_FILTERS)
  .on(reflectionFiltersChanged, (filters, change) => ({ ...filters, ...change, page: 1 }))
  .on(reflectionPageSelected, (filters, page) => ({ ...filters, page: Math.max(1, Math.floor(page)) }))
  .on(reflectionListOpened, (_, initial) => ({ ...EMPTY_REFLECTION_FILTERS, ...initial }))
  .reset(reflectionFiltersCleared, logoutFx.finally);

const $opened = createStore(false)
  .on(reflectionListOpened, () => true)
  .reset(reflectionListClosed, logoutFx.finally);

export const $reflectionSource = combine(
  { clientId: $activeClientId, reader: $reflectionReader },
  (source): ReflectionSource => source,
);

/** One page of the client's reflections under the filters, revealed for the reader. */
export const reflectionPageQuery = createQuery({
  name: 'reflection/page',
  effect: createEffect(
    async ({
      clientId,
      reader,
      filters,
    }: ReflectionSource & { filters: ReflectionFilters }): Promise<
      Pick<ReflectionListData, 'reflections' | 'total'>
    > => {
      if (!clientId || !reader) return { reflections: [], total: 0 };
      const since = historyCutoff(reader.unlimitedHistory, Date.now());
      const page = await queryReflectionPage({ clientId, filters, since });
      const reflections = await Promise.all(
        page.records.map((record) => revealReflection(record, reader.reader)),
      );
      return { reflections, total: page.total };
    },
  ),
});

/** How many reflections the tier hides: loaded when the page opens or the reflections change, not per filter. */
export const hiddenByTierQuery = createQuery({
  name: 'reflection/hiddenByTier',
  effect: createEffect(async ({ clientId, reader }: ReflectionSource): Promise<number> => {
    if (!clientId || !reader) return 0;
    const since = historyCutoff(reader.unlimitedHistory, Date.now());
    return since ? countReflectionsBefore(clientId, since) : 0;
  }),
});

// Only the newest load may land (older ones are aborted); a logout drops whatever is on its way.
for (const query of [reflectionPageQuery, hiddenByTierQuery]) {
  concurrency(query, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
  retryTransientFailures(query);
  sample({ clock: [reflectionListOpened, logoutFx.finally], target: query.reset });
}

export const $reflectionList = combine(
  reflectionPageQuery.$data,
  hiddenByTierQuery.$data,
  (page, hiddenByTier): ReflectionListData => ({
    reflections: page?.reflections ?? [],
    total: page?.total ?? 0,
    hiddenByTier: hiddenByTier ?? 0,
  }),
);

/** The list's status; a failed count of hidden reflections fails the list too (it offers the retry). */
export const $reflectionListStatus = combine(
  reflectionPageQuery.$status,
  hiddenByTierQuery.$status,
  (page, hidden): FetchingStatus => (hidden === 'fail' ? 'fail' : page),
);

/** A new key (unlock) or another reader means other reflections are readable: load again. */
const readerChanged = $reflectionReader.updates;

sample({
  clock: [
    reflectionListOpened,
    reflectionFiltersChanged,
    reflectionPageSelected,
    reflectionFiltersCleared,
    reflectionsChanged,
    reflectionListReloadRequested,
    readerChanged,
  ],
  source: { opened: $opened, source: $reflectionSource, filters: $reflectionFilters },
  filter: ({ opened }) => opened,
  fn: ({ source, filters }) => ({ ...source, filters }),
  target: reflectionPageQuery.start,
});
sample({
  clock: [reflectionListOpened, reflectionsChanged, reflectionListReloadRequested, readerChanged],
  source: { opened: $opened, source: $reflectionSource },
  filter: ({ opened }) => opened,
  fn: ({ source }) => source,
  target: hiddenByTierQuery.start,
});

/** Encrypted reflections need the keyring: asked for once the client is known. */
sample({ clock: reflectionListOpened, source: $activeClientId, filter: Boolean, target: keyringRequested });
