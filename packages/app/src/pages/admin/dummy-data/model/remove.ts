import { createMutation } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { checkInsChanged } from '@/entities/emotion';
import { journalChanged } from '@/entities/journal';
import { $access, logoutFx } from '@/entities/session';
import { createRemoteQuery } from '@/shared/api';
import { countGenerated, removeGenerated, type RemovalCounts } from '../api/dummy-data-api.ts';
import type { GeneratedCounts } from '../lib/generate.ts';
import { $chosenClientId, dummyDataOpened } from './form.ts';
import { $generating, generateMutation } from './generate.ts';

/** The chosen client's generated records, counted. */
export interface ClientCounts {
  clientId: string;
  counts: GeneratedCounts;
}

/** What a removal took away for which client. */
export interface Removal extends RemovalCounts {
  clientId: string;
}

/** "Try again" after the counts failed to load. */
export const countsRetried = createEvent();
/** The admin confirmed the removal (in the dialog). */
export const removeConfirmed = createEvent();

export const countGeneratedFx = createEffect(async (clientId: string): Promise<ClientCounts> => ({
  clientId,
  counts: await countGenerated(clientId),
}));
export const removeGeneratedFx = createEffect(async (clientId: string): Promise<Removal> => ({
  clientId,
  ...(await removeGenerated(clientId)),
}));

export const generatedCountsQuery = createRemoteQuery({
  name: 'admin-dummy-data/counts',
  effect: countGeneratedFx,
  abortAll: logoutFx.finally,
});
const removeMutation = createMutation({ name: 'admin-dummy-data/remove', effect: removeGeneratedFx });
export const $removing = removeMutation.$pending;

// Counted when the page opens, for each client chosen, and after every run or removal.
sample({
  clock: [
    dummyDataOpened,
    countsRetried,
    $chosenClientId.updates,
    generateMutation.finished.finally,
    removeMutation.finished.finally,
  ],
  source: { clientId: $chosenClientId, access: $access },
  filter: ({ clientId, access }) => clientId !== null && access.admin,
  fn: ({ clientId }) => clientId ?? '',
  target: generatedCountsQuery.start,
});
sample({ clock: logoutFx.finally, target: generatedCountsQuery.reset });

/** The chosen client's counts (null while they load for a newly chosen client). */
export const $generatedCounts = combine(
  generatedCountsQuery.$data,
  $chosenClientId,
  (data, clientId): GeneratedCounts | null => (data && data.clientId === clientId ? data.counts : null),
);
export const $countsFailed = generatedCountsQuery.$failed;

sample({
  clock: removeConfirmed,
  source: { clientId: $chosenClientId, removing: $removing, generating: $generating },
  filter: ({ clientId, removing, generating }) => clientId !== null && !removing && !generating,
  fn: ({ clientId }) => clientId ?? '',
  target: removeMutation.start,
});

/** The last removal, while its client stays chosen. */
export const $removal = createStore<Removal | null>(null, { serialize: 'ignore' })
  .on(removeMutation.finished.success, (_, { result }) => result)
  .reset(removeConfirmed, $chosenClientId.updates, generateMutation.started, logoutFx.finally);
export const $removalFailed = createStore(false, { serialize: 'ignore' })
  .on(removeMutation.finished.failure, () => true)
  .reset(removeConfirmed, $chosenClientId.updates, removeMutation.finished.success, logoutFx.finally);

sample({ clock: removeMutation.finished.success, target: [checkInsChanged, journalChanged] });
