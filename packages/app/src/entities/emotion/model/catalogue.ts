import { cache, concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client/@x/emotion';
import { logoutFx } from '@/entities/session/@x/emotion';
import { readWithOfflineCopy, retryTransientFailures } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { fetchEmotionCatalogue } from '../api/emotion-api.ts';
import { toEmotion } from '../lib/to-emotion.ts';
import { $addedOwnWords, saveOwnWordFx } from './own-word.ts';
import type { Emotion } from './types.ts';

/** How long a loaded catalogue is used before it is asked for again (the spec's enum cache). */
export const CATALOGUE_STALE_AFTER = '30m';

interface CatalogueParams {
  language: string;
  clientId: string | null;
}

/** Something needs the catalogue (the picker opens, the dashboard shows check-ins). */
export const emotionCatalogueRequested = createEvent();

/**
 * The catalogue in the current language with the active client's own words, cached for 30 minutes per
 * language and client: a second opening within that time asks nobody.
 */
export const emotionCatalogueQuery = createQuery({
  name: 'emotion.catalogue',
  effect: createEffect(async ({ language, clientId }: CatalogueParams): Promise<Emotion[]> => {
    // Offline, the words last loaded here: a check-in can still be picked (and queued).
    const records = await readWithOfflineCopy(`emotion/catalogue/${clientId ?? ''}`, () =>
      fetchEmotionCatalogue(clientId),
    );
    return records.flatMap((record) => toEmotion(record, language) ?? []);
  }),
});
// A new own word: the cached catalogue lacks it, so the next load asks the platform again.
cache(emotionCatalogueQuery, {
  staleAfter: CATALOGUE_STALE_AFTER,
  purge: saveOwnWordFx.done.map((): void => undefined),
});
concurrency(emotionCatalogueQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(emotionCatalogueQuery);
sample({ clock: logoutFx.finally, target: emotionCatalogueQuery.reset });

const $params = combine($language, $activeClientId, (language, clientId) => ({
  language,
  clientId: clientId ?? null,
}));

const sameCatalogue = (a: CatalogueParams | null, b: CatalogueParams) =>
  a?.language === b.language && a.clientId === b.clientId;

/** The catalogue on its way (its language and client), null when none is: a request for it waits for it. */
const $loadingFor = createStore<CatalogueParams | null>(null, { skipVoid: false })
  .on(emotionCatalogueQuery.started, (_, { params }) => params)
  .on([emotionCatalogueQuery.finished.finally, emotionCatalogueQuery.aborted], (loading, { params }) =>
    sameCatalogue(loading, params) ? null : loading,
  )
  .reset(emotionCatalogueQuery.reset);

// Every picker, list and card that shows words asks for the catalogue when it mounts, often in the same
// moment: the first request loads it, the others wait for that load (not a second and third copy of it).
sample({
  clock: emotionCatalogueRequested,
  source: { params: $params, loading: $loadingFor },
  filter: ({ params, loading }) => !sameCatalogue(loading, params),
  fn: ({ params }) => params,
  target: emotionCatalogueQuery.start,
});
// A new language or client while the catalogue is in use: load the matching one (from cache if fresh).
sample({
  clock: $params,
  filter: emotionCatalogueQuery.$succeeded,
  target: emotionCatalogueQuery.start,
});

/** The catalogue with the client's own words, those added since it loaded included (once each). */
export const $emotionCatalogue = combine(emotionCatalogueQuery.$data, $addedOwnWords, (loaded, added) => {
  const emotions = loaded ?? [];
  const known = new Set(emotions.map((emotion) => emotion.id));
  return [...emotions, ...added.filter((emotion) => !known.has(emotion.id))];
});

/**
 * What a page shows: `ready` once any catalogue has loaded, and still while a newer one loads (another
 * client or language, a refresh after sign-in), so a picker in use stays mounted and keeps what was
 * typed into it; `loading` before the first; `failed` only with nothing to show.
 */
export type EmotionCatalogueState = 'loading' | 'ready' | 'failed';
export const $emotionCatalogueState = combine(
  emotionCatalogueQuery.$status,
  emotionCatalogueQuery.$data,
  (status, data): EmotionCatalogueState =>
    data !== null ? 'ready' : status === 'fail' ? 'failed' : 'loading',
);
