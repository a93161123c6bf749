import type { PostGroupReflectionRequest } from '@emotion-guru/platform-sdk';
import { createEffect, sample } from 'effector';
import { groupChanged, groupsChanged, postGroupReflection, type SharedReflection } from '@/entities/group';
import { notifyTranslatedFx, type TranslatedNotification } from '@/shared/lib/notify';

/**
 * Awaited by the dialog, which closes on success and keeps everything typed on failure (it says so
 * itself, next to the form, so no toast then).
 */
export const postFx = createEffect(async (request: PostGroupReflectionRequest): Promise<SharedReflection> =>
  postGroupReflection(request),
);

sample({ clock: postFx.done, target: [groupChanged, groupsChanged] });
sample({
  clock: postFx.done,
  fn: (): TranslatedNotification => ({ type: 'success', ns: 'groups', title: 'post.done' }),
  target: notifyTranslatedFx,
});
