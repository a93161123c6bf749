import { attach, sample } from 'effector';
import { $ownClientId, forgetMemory, memoryChanged } from '@/entities/chat';
import { notifyTranslatedFx } from '@/shared/lib/notify';

/** Forgets one remembered fact (by its place in the list). */
export const forgetFx = attach({
  source: $ownClientId,
  effect: async (clientId, index: number) => {
    if (!clientId) throw new Error('No own client');
    return forgetMemory(clientId, index);
  },
});
sample({ clock: forgetFx.doneData, target: memoryChanged });
sample({
  clock: forgetFx.done,
  fn: () => ({ type: 'success' as const, ns: 'chat' as const, title: 'settings.memory.forgotten' }),
  target: notifyTranslatedFx,
});
sample({
  clock: forgetFx.fail,
  fn: () => ({ type: 'error' as const, ns: 'chat' as const, title: 'list.failedAction' }),
  target: notifyTranslatedFx,
});
