import { concurrency, createQuery } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { keyringRequested } from '@/entities/keyring/@x/reflection';
import { logoutFx } from '@/entities/session/@x/reflection';
import { retryTransientFailures } from '@/shared/api';
import { getReflectionRecord } from '../api/reflection-api.ts';
import { revealReflection } from '../lib/protect.ts';
import { $reflectionReader, type ReflectionReaderState } from './reader.ts';
import type { Reflection } from './types.ts';

/** The detail page mounted for this id. */
export const reflectionOpened = createEvent<string>();
export const reflectionClosed = createEvent();
export const reflectionReloadRequested = createEvent();

const $openedId = createStore<string | null>(null)
  .on(reflectionOpened, (_, id) => id)
  .reset(reflectionClosed, logoutFx.finally);

/**
 * One reflection, revealed for the reader; null when the user may not read it or there is none (the page
 * says "not found", as for any other missing page).
 */
export const reflectionQuery = createQuery({
  name: 'reflection/one',
  effect: createEffect(
    async ({
      id,
      reader,
    }: {
      id: string;
      reader: ReflectionReaderState | null;
    }): Promise<Reflection | null> => {
      if (!reader) return null;
      const record = await getReflectionRecord(id);
      return record ? revealReflection(record, reader.reader) : null;
    },
  ),
});
concurrency(reflectionQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(reflectionQuery);
sample({ clock: [reflectionOpened, reflectionClosed, logoutFx.finally], target: reflectionQuery.reset });

sample({
  // A new key (unlock) opens what was locked.
  clock: [reflectionOpened, reflectionReloadRequested, $reflectionReader.updates],
  source: { id: $openedId, reader: $reflectionReader },
  filter: (source): source is { id: string; reader: ReflectionReaderState | null } => source.id !== null,
  target: reflectionQuery.start,
});
sample({ clock: reflectionOpened, target: keyringRequested });

export const $reflection = reflectionQuery.$data;
export const $reflectionStatus = reflectionQuery.$status;
