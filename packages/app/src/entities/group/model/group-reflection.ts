import { createEffect, createEvent, createStore, sample } from 'effector';
import { $currentUser, logoutFx } from '@/entities/session/@x/group';
import { createRemoteQuery } from '@/shared/api';
import { getGroupReflection } from '../api/group-api.ts';
import type { GroupReflectionThread } from './types.ts';

/** A shared reflection's page was shown for this id. */
export const groupReflectionOpened = createEvent<string>();
export const groupReflectionClosed = createEvent();
/** A response, reaction, removal or report changed the open thread: it reloads. */
export const groupReflectionChanged = createEvent();

const $userId = $currentUser.map((user) => user?.userId ?? null);
const $openedId = createStore<string | null>(null)
  .on(groupReflectionOpened, (_, id) => id)
  .reset(groupReflectionClosed, logoutFx.finally);

/** The open shared reflection; null when it was unshared or the user is not (or no longer) in its group. */
export const groupReflectionQuery = createRemoteQuery({
  name: 'groups/reflection',
  effect: createEffect(
    async ({ id, userId }: { id: string; userId: string | null }): Promise<GroupReflectionThread | null> =>
      userId === null ? null : getGroupReflection(id, userId),
  ),
  abortAll: logoutFx.finally,
});
sample({
  clock: [groupReflectionOpened, groupReflectionClosed, logoutFx.finally],
  target: groupReflectionQuery.reset,
});
sample({
  clock: [groupReflectionOpened, groupReflectionChanged],
  source: { id: $openedId, userId: $userId },
  filter: (source): source is { id: string; userId: string | null } => source.id !== null,
  target: groupReflectionQuery.start,
});

export const $groupReflection = groupReflectionQuery.$data;
export const $groupReflectionStatus = groupReflectionQuery.$status;
