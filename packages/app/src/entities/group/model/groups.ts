import { createEffect, createEvent, createStore, sample } from 'effector';
import { $currentUser, logoutFx } from '@/entities/session/@x/group';
import { createRemoteQuery } from '@/shared/api';
import { getGroupDetail, queryMyGroups } from '../api/group-api.ts';
import type { GroupDetail, GroupSummary } from './types.ts';

/** The groups page was shown. */
export const groupsOpened = createEvent();
/** A group was created, joined, left, renamed or deleted: the list reloads. */
export const groupsChanged = createEvent();
/** A group's page was shown for this id. */
export const groupOpened = createEvent<string>();
export const groupClosed = createEvent();
/** Something in the open group changed (members, invites, shares): it reloads. */
export const groupChanged = createEvent();

const $userId = $currentUser.map((user) => user?.userId ?? null);

export const groupsQuery = createRemoteQuery({
  name: 'groups/mine',
  effect: createEffect(async ({ userId }: { userId: string | null }): Promise<GroupSummary[]> =>
    userId === null ? [] : queryMyGroups(userId),
  ),
  abortAll: logoutFx.finally,
});
sample({ clock: logoutFx.finally, target: groupsQuery.reset });
sample({
  clock: [groupsOpened, groupsChanged],
  source: { userId: $userId },
  target: groupsQuery.start,
});

const $openedId = createStore<string | null>(null)
  .on(groupOpened, (_, id) => id)
  .reset(groupClosed, logoutFx.finally);

/** The open group; null when the user is not (or no longer) a member, or there is no such group. */
export const groupQuery = createRemoteQuery({
  name: 'groups/one',
  effect: createEffect(
    async ({ id, userId }: { id: string; userId: string | null }): Promise<GroupDetail | null> =>
      userId === null ? null : getGroupDetail(id, userId),
  ),
  abortAll: logoutFx.finally,
});
sample({ clock: [groupOpened, groupClosed, logoutFx.finally], target: groupQuery.reset });
sample({
  clock: [groupOpened, groupChanged],
  source: { id: $openedId, userId: $userId },
  filter: (source): source is { id: string; userId: string | null } => source.id !== null,
  target: groupQuery.start,
});

export const $groups = groupsQuery.$data.map((groups) => groups ?? []);
export const $groupsStatus = groupsQuery.$status;
export const $group = groupQuery.$data;
export const $groupStatus = groupQuery.$status;
