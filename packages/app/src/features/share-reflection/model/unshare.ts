import { createEffect, sample } from 'effector';
import { groupChanged, groupsChanged, unshareReflection } from '@/entities/group';
import { notifyTranslatedFx, type TranslatedNotification } from '@/shared/lib/notify';

function toast(type: TranslatedNotification['type'], title: string): () => TranslatedNotification {
  return () => ({ type, ns: 'groups', title });
}

/**
 * Awaited by the button, whose page then says the reflection is no longer in the group. `direct`: one
 * written for the group, which is removed for good (and said so), not unshared.
 */
export const unshareFx = createEffect(async ({ id }: { id: string; direct: boolean }) => {
  await unshareReflection(id);
});

sample({ clock: unshareFx.done, target: [groupChanged, groupsChanged] });
sample({
  clock: unshareFx.done,
  fn: ({ params }) => toast('success', params.direct ? 'unshare.direct.done' : 'unshare.done')(),
  target: notifyTranslatedFx,
});
sample({
  clock: unshareFx.fail,
  fn: ({ params }) => toast('error', params.direct ? 'unshare.direct.failed' : 'unshare.failed')(),
  target: notifyTranslatedFx,
});
