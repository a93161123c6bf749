import { attach, sample } from 'effector';
import { saveClientFx, type Client } from '@/entities/client';
import { notifyClientFx } from './notify.ts';

/** Deactivation keeps the record (and its journal); it only leaves the switcher. */
export const deactivateClientFx = attach({
  effect: saveClientFx,
  mapParams: (client: Client) => ({ id: client.id, isActive: false }),
});

export const reactivateClientFx = attach({
  effect: saveClientFx,
  mapParams: (client: Client) => ({ id: client.id, isActive: true }),
});

sample({
  clock: deactivateClientFx.done,
  fn: () => ({ type: 'success' as const, title: 'clients.toast.deactivated' }),
  target: notifyClientFx,
});
sample({
  clock: deactivateClientFx.fail,
  fn: () => ({ type: 'error' as const, title: 'clients.toast.deactivateFailed' }),
  target: notifyClientFx,
});
sample({
  clock: reactivateClientFx.done,
  fn: () => ({ type: 'success' as const, title: 'clients.toast.reactivated' }),
  target: notifyClientFx,
});
sample({
  clock: reactivateClientFx.fail,
  fn: () => ({ type: 'error' as const, title: 'clients.toast.reactivateFailed' }),
  target: notifyClientFx,
});
