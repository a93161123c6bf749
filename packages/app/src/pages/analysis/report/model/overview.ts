import type { VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, sample } from 'effector';
import { $activeClients, $viewer, type Client } from '@/entities/client';
import {
  $emotionCatalogue,
  queryFeltBetween,
  toMapPoints,
  weekTrend,
  type DateRange,
} from '@/entities/emotion';
import { $access, logoutFx } from '@/entities/session';
import { retryTransientFailures } from '@/shared/api';
import { $reportOpen, reportOpened } from './report.ts';

interface ClientRecords {
  clientId: string;
  checkIns: VegEmotionRecord[];
  reflections: VegReflection[];
}

/** The last two weeks, today included, in the device's time zone. */
export function overviewRange(now: Date): DateRange {
  return {
    from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 13),
    to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1),
  };
}

/** Two weeks of every client's records; the queries start together, so the SDK sends one request. */
export const loadOverviewFx = createEffect(
  async ({ clientIds, range }: { clientIds: string[]; range: DateRange }): Promise<ClientRecords[]> =>
    Promise.all(
      clientIds.map(async (clientId) => ({
        clientId,
        ...(await queryFeltBetween(clientId, range.from, range.to)),
      })),
    ),
);

const overviewQuery = createQuery({ name: 'report/overview', effect: loadOverviewFx });
concurrency(overviewQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(overviewQuery);

/** The clients a caretaker looks after: active, and not the caretaker's own profile. */
const $overviewClients = combine($activeClients, $viewer, (clients, viewer): Client[] =>
  clients.filter((client) => client.user_id === undefined || client.user_id !== viewer?.userId),
);

export const $overviewClientCount = $overviewClients.map((clients) => clients.length);
export const overviewRetried = createEvent();

sample({
  clock: [reportOpened, overviewRetried, $overviewClients.updates],
  source: { clients: $overviewClients, access: $access, open: $reportOpen },
  filter: ({ clients, access, open }) => open && access.clientInsights && clients.length > 0,
  fn: ({ clients }) => ({ clientIds: clients.map((client) => client.id), range: overviewRange(new Date()) }),
  target: overviewQuery.start,
});
sample({ clock: logoutFx.finally, target: overviewQuery.reset });

/** A row per client: their week, those trending less pleasant first, then those who recorded nothing. */
export const $overview = combine(
  overviewQuery.$data,
  $overviewClients,
  $emotionCatalogue,
  (records, clients, catalogue) => {
    if (!records) return null;
    const emotions = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
    const range = overviewRange(new Date());
    const byId = new Map(records.map((record) => [record.clientId, record]));
    const rank = (row: { week: ReturnType<typeof weekTrend> }) =>
      row.week.trend === 'lower' ? 0 : row.week.thisWeek === 0 ? 1 : 2;
    return clients
      .map((client) => {
        const record = byId.get(client.id);
        const points = record ? toMapPoints({ ...record, emotions, range }) : [];
        return { client, week: weekTrend(points, new Date()) };
      })
      .sort((a, b) => rank(a) - rank(b));
  },
);

export const $overviewState = combine(
  { overview: $overview, pending: overviewQuery.$pending, failed: overviewQuery.$failed },
  ({ overview, pending, failed }) => {
    if (failed && !pending) return 'error' as const;
    if (overview === null) return 'loading' as const;
    return 'ready' as const;
  },
);
