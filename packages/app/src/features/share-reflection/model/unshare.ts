import { createEffect, sample } from 'effector';
import { groupChanged, groupsChanged, unshareReflection } from '@/entities/group';
import { notifyTranslatedFx, type TranslatedNotification } from '@/shared/lib/notify';

function toast(type: TranslatedNotification['type'], title: string): () => TranslatedNotification {
  return () => ({ type, ns: 'groups', title });
}

/** Awaited by the button, whose page then says the reflection is no longer in the group. */
export const unshareFx = createEffect(async (groupReflectionId: string) => {
  await unshareReflection(groupReflectionId);
});

sample({ clock: unshareFx.done, target: [groupChanged, groupsChanged] });
sample({ clock: unshareFx.done, fn: toast('success', 'unshare.done'), target: notifyTranslatedFx });
sample({ clock: unshareFx.fail, fn: toast('error', 'unshare.failed'), target: notifyTranslatedFx });
