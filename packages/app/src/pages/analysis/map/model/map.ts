import type { JournalTiming, VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import {
  $emotionCatalogue,
  emotionCatalogueRequested,
  periodRange,
  queryEmotionRecordsBetween,
  toMapPoints,
  type DateRange,
  type MapPeriod,
  type MapPoint,
} from '@/entities/emotion';
import { historyCutoff, queryReflectionsBetween } from '@/entities/reflection';
import { $access, logoutFx } from '@/entities/session';
import { retryTransientFailures } from '@/shared/api';

export interface MapRequest {
  clientId: string;
  range: DateRange;
}

export interface MapRecords {
  checkIns: VegEmotionRecord[];
  reflections: VegReflection[];
  range: DateRange;
}

/** The period's check-ins and reflections: two queries made together, which the SDK sends as one request. */
export const loadMapRecordsFx = createEffect(async ({ clientId, range }: MapRequest): Promise<MapRecords> => {
  const [checkIns, reflections] = await Promise.all([
    queryEmotionRecordsBetween(clientId, range.from, range.to),
    queryReflectionsBetween(clientId, range.from, range.to),
  ]);
  return { checkIns, reflections, range };
});

const mapQuery = createQuery({ name: 'map/records', effect: loadMapRecordsFx });
concurrency(mapQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(mapQuery);

/** The page mounted (per active client: the main area is re-created on a switch). */
export const mapOpened = createEvent();
export const mapClosed = createEvent();
export const periodChanged = createEvent<MapPeriod>();
/** Only the feelings recorded at this timing (null: all). */
export const timingChanged = createEvent<JournalTiming | null>();
export const retryRequested = createEvent();
export const tableShownChanged = createEvent<boolean>();
export type MapViewKind = 'map' | 'wheel';
/** The pleasantness × energy map, or Plutchik's wheel of the same feelings. */
export const viewChanged = createEvent<MapViewKind>();

const $open = createStore(false, { serialize: 'ignore' })
  .on(mapOpened, () => true)
  .on(mapClosed, () => false);
export const $period = createStore<MapPeriod>('30d', { serialize: 'ignore' }).on(periodChanged, (_, p) => p);
export const $timing = createStore<JournalTiming | null>(null, { serialize: 'ignore' }).on(
  timingChanged,
  (_, timing) => timing,
);
/** "Show as table": the same points as a sortable table. */
export const $tableShown = createStore(false, { serialize: 'ignore' }).on(
  tableShownChanged,
  (_, shown) => shown,
);

export const $view = createStore<MapViewKind>('map', { serialize: 'ignore' }).on(
  viewChanged,
  (_, view) => view,
);

/** The period's range, its start moved up to the tier's history window (the free plan sees 7 days). */
export function visibleRange(period: MapPeriod, unlimitedHistory: boolean, now: Date): DateRange {
  const range = periodRange(period, now);
  const cutoff = historyCutoff(unlimitedHistory, now.getTime());
  return cutoff && cutoff > range.from ? { from: cutoff, to: range.to } : range;
}

sample({
  clock: [mapOpened, periodChanged, retryRequested],
  source: { clientId: $activeClientId, period: $period, access: $access, open: $open },
  filter: ({ clientId, open }) => open && clientId !== null,
  fn: ({ clientId, period, access }): MapRequest => ({
    clientId: clientId ?? '',
    range: visibleRange(period, access.unlimitedHistory, new Date()),
  }),
  target: mapQuery.start,
});
sample({ clock: mapOpened, target: emotionCatalogueRequested });
sample({ clock: logoutFx.finally, target: mapQuery.reset });

/** Whether the period is cut short by the plan's history window. */
export const $periodLimited = combine($period, $access, (period, access) => {
  if (access.unlimitedHistory) return false;
  const now = new Date();
  return visibleRange(period, false, now).from > periodRange(period, now).from;
});

/** The points under the timing filter, oldest first; null until the first answer. */
export const $points = combine(
  mapQuery.$data,
  $emotionCatalogue,
  $timing,
  (records, catalogue, timing): MapPoint[] | null => {
    if (!records) return null;
    const emotions = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
    const points = toMapPoints({ ...records, emotions });
    return timing === null ? points : points.filter((point) => point.timing === timing);
  },
);

/**
 * What the page shows: loading only before the first answer (a period change keeps the old points on
 * screen, marked busy, rather than blanking the chart), the failure with a retry, or the points.
 */
export const $mapState = combine(
  { points: $points, pending: mapQuery.$pending, failed: mapQuery.$failed },
  ({ points, pending, failed }) => {
    if (failed && !pending) return 'error' as const;
    if (points === null) return 'loading' as const;
    return 'ready' as const;
  },
);
export const $mapBusy = mapQuery.$pending;
