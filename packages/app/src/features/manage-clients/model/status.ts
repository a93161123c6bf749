import { createMutation } from '@farfetched/core';
import { attach, sample } from 'effector';
import { saveClientFx, type Client } from '@/entities/client';
import { notifyClientFx } from './notify.ts';

/** Deactivation keeps the record (and its journal); it only leaves the switcher. */
export const deactivateClientMutation = createMutation({
  name: 'clients/deactivate',
  effect: attach({
    effect: saveClientFx,
    mapParams: (client: Client) => ({ id: client.id, isActive: false }),
  }),
});

export const reactivateClientMutation = createMutation({
  name: 'clients/reactivate',
  effect: attach({
    effect: saveClientFx,
    mapParams: (client: Client) => ({ id: client.id, isActive: true }),
  }),
});

sample({
  clock: deactivateClientMutation.finished.success,
  fn: () => ({ type: 'success' as const, title: 'clients.toast.deactivated' }),
  target: notifyClientFx,
});
sample({
  clock: deactivateClientMutation.finished.failure,
  fn: () => ({ type: 'error' as const, title: 'clients.toast.deactivateFailed' }),
  target: notifyClientFx,
});
sample({
  clock: reactivateClientMutation.finished.success,
  fn: () => ({ type: 'success' as const, title: 'clients.toast.reactivated' }),
  target: notifyClientFx,
});
sample({
  clock: reactivateClientMutation.finished.failure,
  fn: () => ({ type: 'error' as const, title: 'clients.toast.reactivateFailed' }),
  target: notifyClientFx,
});
