import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/emotion';
import { $dataKey, $keyReader, keyringRequested, type KeyReader } from '@/entities/keyring/@x/emotion';
import { logoutFx } from '@/entities/session/@x/emotion';
import { readWithOfflineCopy, retryTransientFailures } from '@/shared/api';
import { queryEmotionRecords } from '../api/record-api.ts';
import { revealCheckIn } from '../lib/check-in.ts';
import { localDayBounds } from '../lib/day.ts';
import { $emotionCatalogue, emotionCatalogueRequested } from './catalogue.ts';
import type { CheckIn, StoredCheckIn } from './types.ts';

/** The dashboard shows today's check-ins (again after a retry). */
export const todayCheckInsRequested = createEvent();
/** A check-in was saved: today's list loads again. */
export const checkInsChanged = createEvent();

interface TodaySource {
  clientId: string | null;
  reader: KeyReader | null;
}

const $todaySource = combine($activeClientId, $keyReader, (clientId, reader): TodaySource => ({
  clientId: clientId ?? null,
  reader,
}));

/** The active client's check-ins of today (the device's time zone), newest first. */
export const todayCheckInsQuery = createQuery({
  name: 'emotion/today',
  effect: createEffect(async ({ clientId, reader }: TodaySource): Promise<StoredCheckIn[]> => {
    if (!clientId || !reader) return [];
    const { from, to } = localDayBounds(new Date());
    // Offline, today's check-ins as last loaded here (a copy of another day is not today's).
    const records = await readWithOfflineCopy(`emotion/today/${clientId}/${from.toISOString()}`, () =>
      queryEmotionRecords(clientId, from, to),
    );
    return Promise.all(records.map((record) => revealCheckIn(record, reader)));
  }),
});
concurrency(todayCheckInsQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(todayCheckInsQuery);
sample({ clock: logoutFx.finally, target: todayCheckInsQuery.reset });

sample({
  clock: [todayCheckInsRequested, checkInsChanged],
  source: $todaySource,
  target: todayCheckInsQuery.start,
});
// Names come from the catalogue; sealed notes need the keyring.
sample({ clock: todayCheckInsRequested, target: [emotionCatalogueRequested, keyringRequested] });
// Unlocking (or locking) opens (or closes) the sealed notes of a list already shown.
sample({
  clock: $dataKey.updates,
  source: $todaySource,
  filter: todayCheckInsQuery.$succeeded,
  target: todayCheckInsQuery.start,
});

export const $todayCheckIns = combine(
  todayCheckInsQuery.$data,
  $emotionCatalogue,
  (checkIns, catalogue): CheckIn[] => {
    const byId = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
    return (checkIns ?? []).map((checkIn) => ({ ...checkIn, emotion: byId.get(checkIn.emotionId) }));
  },
);
export const $todayStatus = todayCheckInsQuery.$status;
