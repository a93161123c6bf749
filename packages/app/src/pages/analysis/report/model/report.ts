import type { VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample, type StoreValue } from 'effector';
import { $activeClientId } from '@/entities/client';
import {
  $emotionCatalogue,
  daysOf,
  emotionCatalogueRequested,
  granularity,
  isoDay,
  mainQuadrant,
  periodRange,
  timingShift,
  queryFeltBetween,
  toMapPoints,
  topWords,
  weeksOf,
  type DateRange,
  type MapPeriod,
  type MapPoint,
} from '@/entities/emotion';
import { clampToHistory, historyCutoff } from '@/entities/reflection';
import { $access, logoutFx } from '@/entities/session';
import { readWithOfflineCopy, retryTransientFailures } from '@/shared/api';

/** The report's periods: a month, a quarter or a year, each against the one before it. */
export const REPORT_PERIODS = ['30d', '90d', '365d'] as const satisfies readonly MapPeriod[];
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export interface ReportRequest {
  clientId: string;
  /** The chosen period and the one before it, and the year the pixels show: all read at once. */
  range: DateRange;
}

interface ReportRecords {
  checkIns: VegEmotionRecord[];
  reflections: VegReflection[];
  range: DateRange;
  /** Whose records these are: another client's are not reported under the active client's name. */
  clientId: string;
}

/** Everything the report reads, in one go (the SDK sends the two queries as one request). */
export const loadReportFx = createEffect(
  async ({ clientId, range }: ReportRequest): Promise<ReportRecords> => ({
    // Offline, the records last loaded here for the same days.
    ...(await readWithOfflineCopy(`report/${clientId}/${isoDay(range.from)}/${isoDay(range.to)}`, () =>
      queryFeltBetween(clientId, range.from, range.to),
    )),
    range,
    clientId,
  }),
);

const reportQuery = createQuery({ name: 'report/records', effect: loadReportFx });
concurrency(reportQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(reportQuery);

export const reportOpened = createEvent();
export const reportClosed = createEvent();
export const periodChanged = createEvent<ReportPeriod>();
export const retryRequested = createEvent();
/** A day of the year in pixels chosen (`yyyy-mm-dd`), or null to close its details. */
export const dayChosen = createEvent<string | null>();

/** Whether the report page is open: its other loads (overview, insights) start only then. */
export const $reportOpen = createStore(false, { serialize: 'ignore' })
  .on(reportOpened, () => true)
  .on(reportClosed, () => false);
export const $period = createStore<ReportPeriod>('30d', { serialize: 'ignore' }).on(
  periodChanged,
  (_, period) => period,
);
export const $chosenDay = createStore<string | null>(null, { serialize: 'ignore' })
  .on(dayChosen, (_, day) => day)
  .reset(reportClosed);

const DAY_MS = 86_400_000;

/** The period, the one before it, and the last year's days, each cut to the plan's history window. */
export function reportRanges(period: ReportPeriod, unlimitedHistory: boolean, now: Date) {
  const current = periodRange(period, now);
  const length = Math.round((current.to.getTime() - current.from.getTime()) / DAY_MS);
  const previous: DateRange = {
    from: new Date(current.from.getFullYear(), current.from.getMonth(), current.from.getDate() - length),
    to: current.from,
  };
  const year = periodRange('365d', now);
  const cutoff = historyCutoff(unlimitedHistory, now.getTime());
  const cut = (range: DateRange): DateRange => clampToHistory(range, cutoff);
  const all: DateRange = {
    from: previous.from < year.from ? previous.from : year.from,
    to: current.to,
  };
  return {
    current: cut(current),
    previous: cut(previous),
    year,
    all: cut(all),
    limited: cutoff !== null && cutoff > current.from,
  };
}

sample({
  clock: [reportOpened, periodChanged, retryRequested],
  source: { clientId: $activeClientId, period: $period, access: $access, open: $reportOpen },
  filter: ({ clientId, open }) => open && clientId !== null,
  fn: ({ clientId, period, access }): ReportRequest => ({
    clientId: clientId ?? '',
    range: reportRanges(period, access.unlimitedHistory, new Date()).all,
  }),
  target: reportQuery.start,
});
sample({ clock: reportOpened, target: emotionCatalogueRequested });
sample({ clock: logoutFx.finally, target: reportQuery.reset });

export const $periodLimited = combine(
  $period,
  $access,
  (period, access) => reportRanges(period, access.unlimitedHistory, new Date()).limited,
);

const within = (points: readonly MapPoint[], range: DateRange) =>
  points.filter((point) => {
    const time = new Date(point.date).getTime();
    return time >= range.from.getTime() && time < range.to.getTime();
  });

/**
 * The report, worked out from the records once they are here; null before the first answer for the
 * active client (after a switch, the previous client's report is not shown under the new name).
 */
export const $report = combine(
  reportQuery.$data,
  $emotionCatalogue,
  $period,
  $access,
  $activeClientId,
  (records, catalogue, period, access, clientId) => {
    if (!records || records.clientId !== clientId) return null;
    const emotions = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
    const points = toMapPoints({ ...records, emotions });
    const ranges = reportRanges(period, access.unlimitedHistory, new Date());
    const current = within(points, ranges.current);
    const previous = within(points, ranges.previous);
    return {
      count: current.length,
      main: mainQuadrant(current),
      words: topWords(current, 5),
      weeks: weeksOf(current, ranges.current.from, ranges.current.to),
      shift: timingShift(current),
      granularity: granularity(current),
      previousGranularity: previous.length > 0 ? granularity(previous) : null,
      days: daysOf(within(points, ranges.year), ranges.year.from, ranges.year.to),
      points: within(points, ranges.year),
      /** The period's own points (for the summary's unpleasant word). */
      current,
    };
  },
);
export type Report = NonNullable<StoreValue<typeof $report>>;

export const $reportState = combine(
  { report: $report, pending: reportQuery.$pending, failed: reportQuery.$failed },
  ({ report, pending, failed }) => {
    if (failed && !pending) return 'error' as const;
    if (report === null) return 'loading' as const;
    return 'ready' as const;
  },
);
export const $reportBusy = reportQuery.$pending;
