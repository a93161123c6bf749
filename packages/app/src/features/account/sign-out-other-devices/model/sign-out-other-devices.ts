import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { logoutFx } from '@/entities/session';
import { getPlatform } from '@/shared/api';

export const signOutOthersRequested = createEvent();

/** Ends every other session of the signed-in person; resolves how many ended. */
export const signOutOthersFx = createEffect(() => getPlatform().auth.signOutOtherDevices());

/** Not retried: it is one click, and the person sees whether it worked. */
export const signOutOthersMutation = createMutation({
  name: 'account/signOutOtherDevices',
  effect: signOutOthersFx,
});

export const $signingOutOthers = signOutOthersMutation.$pending;

/** How many other sessions the last request ended (null before one answered). */
export const $signedOutCount = createStore<number | null>(null)
  .on(signOutOthersMutation.finished.success, (_, { result }) => result)
  .reset(signOutOthersMutation.started, logoutFx.finally);

export const $signOutOthersFailed = createStore(false)
  .on(signOutOthersMutation.finished.failure, () => true)
  .reset(signOutOthersMutation.started, logoutFx.finally);

sample({
  clock: signOutOthersRequested,
  filter: $signingOutOthers.map((pending) => !pending),
  target: signOutOthersMutation.start,
});
