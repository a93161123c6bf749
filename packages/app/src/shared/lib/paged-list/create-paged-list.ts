import { concurrency, createQuery, type FetchingStatus } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample, type Event, type Store } from 'effector';
import { retryTransientFailures } from '@/shared/api';

/** The filters of a paged list: whatever it filters by, and the page (from 1). */
export interface PagedFilters {
  page: number;
}

/** What one page load answers. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

export interface PagedListConfig<Source, Filters extends PagedFilters, Item, Facts> {
  /** Names the two queries (`<name>/page`, `<name>/facts`) in devtools and logs. */
  name: string;
  /** Whose records, read by whom: what every load needs. */
  $source: Store<Source>;
  /** The filters a list opens with. */
  emptyFilters: Filters;
  /** One page of records under the filters. */
  loadPage: (params: { source: Source; filters: Filters }) => Promise<ListPage<Item>>;
  /**
   * What does not depend on the filters (counts, the tags in use): loaded when the list opens or its records
   * change, not again on every keystroke in a search box or page turn.
   */
  loadFacts: (source: Source) => Promise<Facts>;
  /** Ends the list's life: everything on its way is dropped and the list is emptied (a logout). */
  dropped: Event<unknown>;
  /** The source changed so that other records are readable (a key unlocked, another reader): load both again. */
  sourceChanged: Event<unknown>;
  /**
   * A record was created, edited, deleted or restored somewhere: show the platform's truth again (an event
   * of the slice's own, which what writes can fire without loading the list).
   */
  changed: Event<unknown>;
}

/**
 * A paged, filtered list of records behind two farfetched queries: a page under the filters and the
 * facts that do not depend on them. Only the newest load may land (older ones are aborted), transient
 * failures are retried, and nothing loads while the list is not open.
 */
export function createPagedList<Source, Filters extends PagedFilters, Item, Facts>(
  config: PagedListConfig<Source, Filters, Item, Facts>,
) {
  const { name, $source, emptyFilters, dropped, sourceChanged, changed } = config;

  /** The list mounted, with the filters it starts from (page 1). */
  const opened = createEvent<Partial<Omit<Filters, 'page'>>>();
  const closed = createEvent();
  /** A filter changed; the list goes back to page 1. */
  const filtersChanged = createEvent<Partial<Omit<Filters, 'page'>>>();
  const pageSelected = createEvent<number>();
  const filtersCleared = createEvent();
  const reloadRequested = createEvent();

  const $filters = createStore<Filters>(emptyFilters)
    .on(filtersChanged, (filters, change) => ({ ...filters, ...change, page: 1 }))
    .on(pageSelected, (filters, page) => ({ ...filters, page: Math.max(1, Math.floor(page)) }))
    .on(opened, (_, initial) => ({ ...emptyFilters, ...initial, page: 1 }))
    .reset(filtersCleared, dropped);

  const $opened = createStore(false)
    .on(opened, () => true)
    .reset(closed, dropped);

  const pageQuery = createQuery({
    name: `${name}/page`,
    effect: createEffect(config.loadPage),
  });
  const factsQuery = createQuery({
    name: `${name}/facts`,
    effect: createEffect(config.loadFacts),
  });

  for (const query of [pageQuery, factsQuery]) {
    concurrency(query, { strategy: 'TAKE_LATEST', abortAll: dropped });
    retryTransientFailures(query);
    sample({ clock: [opened, dropped], target: query.reset });
  }

  sample({
    clock: [opened, filtersChanged, pageSelected, filtersCleared, changed, reloadRequested, sourceChanged],
    source: { opened: $opened, source: $source, filters: $filters },
    filter: ({ opened: isOpen }) => isOpen,
    fn: ({ source, filters }) => ({ source, filters }),
    target: pageQuery.start,
  });
  sample({
    clock: [opened, changed, reloadRequested, sourceChanged],
    source: { opened: $opened, source: $source },
    filter: ({ opened: isOpen }) => isOpen,
    fn: ({ source }) => source,
    target: factsQuery.start,
  });

  /** The list's status; a list without its facts is not complete either (it offers the retry). */
  const $status = combine(pageQuery.$status, factsQuery.$status, (page, facts): FetchingStatus =>
    facts === 'fail' ? 'fail' : page,
  );

  return {
    opened,
    closed,
    filtersChanged,
    pageSelected,
    filtersCleared,
    reloadRequested,
    $filters,
    $status,
    /** The current page's records and total; empty until the first answer. */
    $page: pageQuery.$data.map((page): ListPage<Item> => page ?? { items: [], total: 0 }),
    /** The facts, or null until they are loaded. */
    $facts: factsQuery.$data,
  };
}
