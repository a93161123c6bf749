import type { ShareReflectionRequest } from '@emotion-guru/platform-sdk';
import { createEffect, sample } from 'effector';
import { groupsChanged, shareReflection, type SharedReflection } from '@/entities/group';
import { notifyTranslatedFx, type TranslatedNotification } from '@/shared/lib/notify';

/** Awaited by the dialog, which then links to the shared copy. */
export const shareFx = createEffect(async (request: ShareReflectionRequest): Promise<SharedReflection> =>
  shareReflection(request),
);

sample({ clock: shareFx.done, target: groupsChanged });
sample({
  clock: shareFx.fail,
  fn: (): TranslatedNotification => ({ type: 'error', ns: 'groups', title: 'share.failed' }),
  target: notifyTranslatedFx,
});
