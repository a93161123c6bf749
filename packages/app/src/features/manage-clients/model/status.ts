import { createMutation } from '@farfetched/core';
import { attach } from 'effector';
import { saveClientFx, type Client } from '@/entities/client';
import { toastOutcome } from './notify.ts';

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

toastOutcome(deactivateClientMutation, {
  success: 'clients.toast.deactivated',
  failure: 'clients.toast.deactivateFailed',
});
toastOutcome(reactivateClientMutation, {
  success: 'clients.toast.reactivated',
  failure: 'clients.toast.reactivateFailed',
});
