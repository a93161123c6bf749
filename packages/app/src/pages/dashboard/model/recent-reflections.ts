import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import { $keyReader, keyringRequested, type KeyReader } from '@/entities/keyring';
import {
  EMPTY_REFLECTION_FILTERS,
  historyCutoff,
  queryReflectionPage,
  revealReflection,
  type Reflection,
} from '@/entities/reflection';
import { $access, logoutFx } from '@/entities/session';
import { retryTransientFailures } from '@/shared/api';

/** How many reflections the dashboard shows. */
export const RECENT_REFLECTION_COUNT = 3;

/** Whose reflections, read with which key, within which history window. */
export interface RecentReflectionsSource {
  clientId: string | null;
  reader: KeyReader | null;
  unlimitedHistory: boolean;
}

export const recentReflectionsRequested = createEvent();

const $source = combine(
  { clientId: $activeClientId, reader: $keyReader, access: $access },
  ({ clientId, reader, access }): RecentReflectionsSource => ({
    clientId,
    reader,
    unlimitedHistory: access.unlimitedHistory,
  }),
);

/**
 * The active client's newest reflections (one request: the list's first page, newest event first),
 * revealed for the reader; sealed ones stay locked.
 */
export const recentReflectionsQuery = createQuery({
  name: 'dashboard/recent-reflections',
  effect: createEffect(async ({ clientId, reader, unlimitedHistory }: RecentReflectionsSource) => {
    if (!clientId || !reader) return [] as Reflection[];
    const since = historyCutoff(unlimitedHistory, Date.now());
    const { records } = await queryReflectionPage({ clientId, filters: EMPTY_REFLECTION_FILTERS, since });
    return Promise.all(
      records.slice(0, RECENT_REFLECTION_COUNT).map((record) => revealReflection(record, reader)),
    );
  }),
});
concurrency(recentReflectionsQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(recentReflectionsQuery);
sample({ clock: logoutFx.finally, target: recentReflectionsQuery.reset });

export const $recentReflections = recentReflectionsQuery.$data.map((reflections) => reflections ?? []);
export const $recentReflectionsStatus = recentReflectionsQuery.$status;

// Encrypted reflections need the keyring; the load waits until a reader is known.
sample({ clock: recentReflectionsRequested, target: keyringRequested });
sample({
  clock: recentReflectionsRequested,
  source: $source,
  target: recentReflectionsQuery.start,
});
// Unlocking or locking changes what is readable: load again once the dashboard has asked.
sample({
  clock: $keyReader.updates,
  source: { source: $source, status: recentReflectionsQuery.$status },
  filter: ({ source, status }) => status !== 'initial' && Boolean(source.clientId && source.reader),
  fn: ({ source }) => source,
  target: recentReflectionsQuery.start,
});
