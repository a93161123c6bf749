import { createMutation } from '@farfetched/core';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $session, logoutFx } from '@/entities/session';
import { createRemoteQuery } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import {
  PushPermissionDenied,
  disableDevicePush,
  enableDevicePush,
  readDevicePush,
  refreshDevicePush,
  type DevicePushState,
} from '../api/device-push.ts';

const $userId = $session.map((session) => session?.userId ?? null);

/** The settings section showed: the device's push state is read (again). */
export const pushSettingsOpened = createEvent();
/** The switch: on asks for the permission and subscribes this device, off unsubscribes it. */
export const pushToggled = createEvent<boolean>();

export const readPushFx = attach({
  source: $userId,
  effect: (userId) => readDevicePush(userId ?? ''),
});
export const pushQuery = createRemoteQuery({
  name: 'push/state',
  effect: readPushFx,
  abortAll: logoutFx.finally,
});

export const enablePushFx = attach({
  source: $userId,
  effect: (userId) => enableDevicePush(userId ?? ''),
});
export const disablePushFx = attach({
  source: $userId,
  effect: (userId) => disableDevicePush(userId ?? ''),
});
/** Not retried: the person sees the outcome and may try again. */
const enablePushMutation = createMutation({ name: 'push/enable', effect: enablePushFx });
const disablePushMutation = createMutation({ name: 'push/disable', effect: disablePushFx });

/** Push was turned on here (the permission granted, the device subscribed). */
export const enablePushSucceeded = enablePushMutation.finished.success;

/** This device's push state for the signed-in account; null until read. */
export const $push = createStore<DevicePushState | null>(null)
  .on(pushQuery.finished.success, (_, { result }) => result)
  .on(enablePushMutation.finished.success, (_, { result }) => result)
  .on(disablePushMutation.finished.success, (_, { result }) => result)
  .on(enablePushMutation.finished.failure, (state, { error }) =>
    state && error instanceof PushPermissionDenied ? { ...state, permission: error.permission } : state,
  )
  .reset(logoutFx.finally);
export const $changingPush = combine(
  enablePushMutation.$pending,
  disablePushMutation.$pending,
  (enabling, disabling) => enabling || disabling,
);

sample({ clock: pushSettingsOpened, target: pushQuery.start });
sample({
  clock: pushToggled,
  source: { state: $push, changing: $changingPush },
  filter: ({ state, changing }, on) =>
    on && state !== null && state.support === 'supported' && !changing && !state.enabled,
  fn: () => undefined,
  target: enablePushMutation.start,
});
sample({
  clock: pushToggled,
  source: { state: $push, changing: $changingPush },
  filter: ({ state, changing }, on) => !on && state !== null && !changing && state.enabled,
  fn: () => undefined,
  target: disablePushMutation.start,
});

const toast = (type: 'success' | 'error', title: string) => ({ type, ns: 'app_content' as const, title });
sample({
  clock: enablePushMutation.finished.success,
  fn: () => toast('success', 'settings.push.permissionGranted'),
  target: notifyTranslatedFx,
});
sample({
  clock: enablePushMutation.finished.failure,
  fn: ({ error }) =>
    error instanceof PushPermissionDenied
      ? toast('error', 'settings.push.permissionDenied')
      : toast('error', 'settings.push.errorRequestingPermission'),
  target: notifyTranslatedFx,
});
sample({
  clock: disablePushMutation.finished.success,
  fn: () => toast('success', 'settings.push.turnedOff'),
  target: notifyTranslatedFx,
});
sample({
  clock: disablePushMutation.finished.failure,
  fn: () => toast('error', 'settings.push.turnOffFailed'),
  target: notifyTranslatedFx,
});
/** The spec's rule for push failures: said to the person, and logged. */
const logPushFailureFx = createEffect((error: unknown) => {
  console.warn('Push: could not be changed', error);
});
sample({
  clock: [enablePushMutation.finished.failure, disablePushMutation.finished.failure],
  filter: ({ error }) => !(error instanceof PushPermissionDenied),
  fn: ({ error }) => error,
  target: logPushFailureFx,
});

/**
 * Whenever the state is read with push on: the token in use is kept fresh (7 days, changed options). No
 * toast: nothing the person did; a failure is logged and tried again at the next read.
 */
export const refreshPushFx = attach({
  source: $userId,
  effect: (userId) => (userId === null ? undefined : refreshDevicePush(userId)),
});
sample({
  clock: pushQuery.finished.success,
  filter: ({ result }) => result.enabled,
  fn: () => undefined,
  target: refreshPushFx,
});
sample({ clock: refreshPushFx.failData, target: logPushFailureFx });
