import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import { $dataKey, $keyReader, type KeyReader } from '@/entities/keyring';
import { logoutFx } from '@/entities/session';
import { retryTransientFailures } from '@/shared/api';
import { fetchClientLoops, fetchClientTags } from '../api/reflection-api.ts';
import { revealLoopTitle } from '../lib/seal.ts';

/** A loop the reflection can join; `title` is null when it is sealed and cannot be opened here. */
export interface LoopOption {
  id: string;
  title: string | null;
}

interface ListSource {
  clientId: string | null;
  reader: KeyReader | null;
}

export const $listSource = combine($activeClientId, $keyReader, (clientId, reader): ListSource => ({
  clientId: clientId ?? null,
  reader,
}));

/** The active client's loops, newest first, their titles opened with the reader's key. */
export const loopsQuery = createQuery({
  name: 'reflection-wizard/loops',
  effect: createEffect(async ({ clientId, reader }: ListSource): Promise<LoopOption[]> => {
    if (!clientId || !reader) return [];
    const loops = await fetchClientLoops(clientId);
    return Promise.all(
      loops.map(async (loop) => ({ id: loop.id, title: await revealLoopTitle(loop, reader) })),
    );
  }),
});
concurrency(loopsQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(loopsQuery);
sample({ clock: logoutFx.finally, target: loopsQuery.reset });
// Unlocking (or locking) opens (or closes) the sealed titles of a list already shown.
sample({
  clock: $dataKey.updates,
  source: $listSource,
  filter: loopsQuery.$succeeded,
  target: loopsQuery.start,
});

/** The tags the client already uses (journal and reflections share them), to pick from. */
export const tagsQuery = createQuery({
  name: 'reflection-wizard/tags',
  effect: createEffect(async ({ clientId }: ListSource): Promise<string[]> =>
    clientId ? fetchClientTags(clientId) : [],
  ),
});
concurrency(tagsQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(tagsQuery);
sample({ clock: logoutFx.finally, target: tagsQuery.reset });

export const $loops = loopsQuery.$data.map((loops) => loops ?? []);
export const $loopsStatus = loopsQuery.$status;
export const $knownTags = tagsQuery.$data.map((tags) => tags ?? []);
