import type { JournalTiming, VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import {
  $emotionCatalogue,
  customRange,
  emotionCatalogueRequested,
  isoDay,
  periodRange,
  queryFeltBetween,
  toMapPoints,
  type DateRange,
  type MapPeriod,
  type MapPoint,
} from '@/entities/emotion';
import { clampToHistory, historyCutoff } from '@/entities/reflection';
import { $access, logoutFx } from '@/entities/session';
import { retryTransientFailures } from '@/shared/api';
import { $language } from '@/shared/i18n';

export interface MapRequest {
  clientId: string;
  range: DateRange;
}

export interface MapRecords {
  checkIns: VegEmotionRecord[];
  reflections: VegReflection[];
  range: DateRange;
  /** Whose records these are: another client's are not shown under the active client's name. */
  clientId: string;
}

/** The period's check-ins and reflections: two queries made together, which the SDK sends as one request. */
export const loadMapRecordsFx = createEffect(
  async ({ clientId, range }: MapRequest): Promise<MapRecords> => ({
    ...(await queryFeltBetween(clientId, range.from, range.to)),
    range,
    clientId,
  }),
);

const mapQuery = createQuery({ name: 'map/records', effect: loadMapRecordsFx });
concurrency(mapQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(mapQuery);

/** The page mounted (per active client: the main area is re-created on a switch). */
export const mapOpened = createEvent();
export const mapClosed = createEvent();
/** A preset period, or 'custom': the dates below. */
export type MapPeriodChoice = MapPeriod | 'custom';
export interface CustomDays {
  /** `yyyy-mm-dd`, or '' while not given. */
  from: string;
  to: string;
}
export const periodChanged = createEvent<MapPeriodChoice>();
export const customChanged = createEvent<Partial<CustomDays>>();
/** Only the feelings recorded at this timing (null: all). */
export const timingChanged = createEvent<JournalTiming | null>();
/** Only the feelings of reflections with this tag (null: all, check-ins included). */
export const tagChanged = createEvent<string | null>();
export const retryRequested = createEvent();
export const tableShownChanged = createEvent<boolean>();
export type MapViewKind = 'map' | 'wheel';
/** The pleasantness × energy map, or Plutchik's wheel of the same feelings. */
export const viewChanged = createEvent<MapViewKind>();

const $open = createStore(false, { serialize: 'ignore' })
  .on(mapOpened, () => true)
  .on(mapClosed, () => false);
export const $period = createStore<MapPeriodChoice>('30d', { serialize: 'ignore' }).on(
  periodChanged,
  (_, period) => period,
);
/** The last preset chosen: a switch to custom dates starts from its days. */
const $lastPreset = createStore<MapPeriod>('30d', { serialize: 'ignore' }).on(
  periodChanged,
  (last, period) => (period === 'custom' ? last : period),
);
export const $custom = createStore<CustomDays>({ from: '', to: '' }, { serialize: 'ignore' }).on(
  customChanged,
  (days, change) => ({ ...days, ...change }),
);
/** The custom dates are both given but the first comes after the last. */
export const $customBackwards = combine(
  $period,
  $custom,
  (period, { from, to }) => period === 'custom' && from !== '' && to !== '' && from > to,
);
export const $tag = createStore<string | null>(null, { serialize: 'ignore' }).on(tagChanged, (_, tag) => tag);
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

/** The chosen period's days: a preset's, or the custom dates' (null while they are incomplete or backwards). */
function chosenRange(period: MapPeriodChoice, custom: CustomDays, now: Date): DateRange | null {
  return period === 'custom' ? customRange(custom.from, custom.to) : periodRange(period, now);
}

/** The period's range, its start moved up to the tier's history window (the free plan sees 7 days). */
export function visibleRange(range: DateRange, unlimitedHistory: boolean, now: Date): DateRange {
  return clampToHistory(range, historyCutoff(unlimitedHistory, now.getTime()));
}

// Custom dates start as the last preset's days, so the fields are never blank when they appear.
sample({
  clock: periodChanged,
  source: { custom: $custom, last: $lastPreset },
  filter: ({ custom }, period) => period === 'custom' && custom.from === '' && custom.to === '',
  fn: ({ last }): CustomDays => {
    const now = new Date();
    return { from: isoDay(periodRange(last, now).from), to: isoDay(now) };
  },
  target: customChanged,
});

sample({
  clock: [mapOpened, periodChanged, customChanged, retryRequested],
  source: { clientId: $activeClientId, period: $period, custom: $custom, access: $access, open: $open },
  filter: ({ clientId, open, period, custom }) =>
    open && clientId !== null && chosenRange(period, custom, new Date()) !== null,
  fn: ({ clientId, period, custom, access }): MapRequest => {
    const now = new Date();
    const range = chosenRange(period, custom, now) ?? periodRange('30d', now);
    return { clientId: clientId ?? '', range: visibleRange(range, access.unlimitedHistory, now) };
  },
  target: mapQuery.start,
});
sample({ clock: mapOpened, target: emotionCatalogueRequested });
sample({ clock: logoutFx.finally, target: mapQuery.reset });

/** Whether the period is cut short by the plan's history window. */
export const $periodLimited = combine($period, $custom, $access, (period, custom, access) => {
  if (access.unlimitedHistory) return false;
  const now = new Date();
  const range = chosenRange(period, custom, now);
  return range !== null && visibleRange(range, false, now).from > range.from;
});

/**
 * Every point of the period, oldest first; null until the first answer for the active client (after a
 * switch, the previous client's points are not kept on screen under the new client's name).
 */
const $allPoints = combine(
  mapQuery.$data,
  $emotionCatalogue,
  $activeClientId,
  (records, catalogue, clientId): MapPoint[] | null => {
    if (!records || records.clientId !== clientId) return null;
    const emotions = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
    return toMapPoints({ ...records, emotions });
  },
);

/** The tags on the period's reflections, to filter by (sorted in the user's language). */
export const $periodTags = combine($allPoints, $language, (points, language): string[] => {
  const tags = new Set<string>();
  for (const point of points ?? []) for (const tag of point.tags ?? []) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b, language));
});

/** The points under the timing and tag filters, oldest first; null until the first answer. */
export const $points = combine($allPoints, $timing, $tag, (points, timing, tag): MapPoint[] | null => {
  if (!points) return null;
  return points.filter(
    (point) =>
      (timing === null || point.timing === timing) && (tag === null || (point.tags ?? []).includes(tag)),
  );
});

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
