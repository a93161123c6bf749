import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  deleteGroup,
  groupChanged,
  groupsChanged,
  leaveGroup,
  removeMember,
  renameGroup,
  setMemberRole,
} from '@/entities/group';
import { notifyTranslatedFx, type TranslatedNotification } from '@/shared/lib/notify';

function toast(type: TranslatedNotification['type'], title: string): () => TranslatedNotification {
  return () => ({ type, ns: 'groups', title });
}

export const renameGroupFx = createEffect(
  async ({ groupId, name, description }: { groupId: string; name: string; description: string }) => {
    await renameGroup(groupId, { name, description });
  },
);
export const renameGroupMutation = createMutation({ name: 'groups/rename', effect: renameGroupFx });
export const renameOpened = createEvent();
export const renameClosed = createEvent();
export const $renameOpen = createStore(false, { serialize: 'ignore' })
  .on(renameOpened, () => true)
  .reset(renameClosed, renameGroupMutation.finished.success);

export const setRoleFx = createEffect(
  async ({ groupId, userId, role }: { groupId: string; userId: string; role: 'moderator' | 'member' }) => {
    await setMemberRole(groupId, userId, role);
  },
);
export const setRoleMutation = createMutation({ name: 'groups/set-role', effect: setRoleFx });

export const removeMemberFx = createEffect(
  async ({ groupId, userId }: { groupId: string; userId: string }) => {
    await removeMember(groupId, userId);
  },
);
export const removeMemberMutation = createMutation({ name: 'groups/remove-member', effect: removeMemberFx });

/** Awaited by the page, which leaves the group's page once it is gone. */
export const deleteGroupFx = createEffect(async (groupId: string) => {
  await deleteGroup(groupId);
});
export const leaveGroupFx = createEffect(async (groupId: string) => {
  await leaveGroup(groupId);
});

sample({
  clock: [
    renameGroupMutation.finished.success,
    setRoleMutation.finished.success,
    removeMemberMutation.finished.success,
  ],
  target: groupChanged,
});
sample({
  clock: [renameGroupMutation.finished.success, deleteGroupFx.done, leaveGroupFx.done],
  target: groupsChanged,
});

sample({
  clock: renameGroupMutation.finished.success,
  fn: toast('success', 'manage.renamed'),
  target: notifyTranslatedFx,
});
sample({
  clock: renameGroupMutation.finished.failure,
  fn: toast('error', 'manage.renameFailed'),
  target: notifyTranslatedFx,
});
sample({
  clock: setRoleMutation.finished.success,
  fn: toast('success', 'manage.roleChanged'),
  target: notifyTranslatedFx,
});
sample({
  clock: setRoleMutation.finished.failure,
  fn: toast('error', 'manage.roleFailed'),
  target: notifyTranslatedFx,
});
sample({
  clock: removeMemberMutation.finished.success,
  fn: toast('success', 'manage.removed'),
  target: notifyTranslatedFx,
});
sample({
  clock: removeMemberMutation.finished.failure,
  fn: toast('error', 'manage.removeFailed'),
  target: notifyTranslatedFx,
});
sample({ clock: deleteGroupFx.done, fn: toast('success', 'manage.deleted'), target: notifyTranslatedFx });
sample({ clock: deleteGroupFx.fail, fn: toast('error', 'manage.deleteFailed'), target: notifyTranslatedFx });
sample({ clock: leaveGroupFx.done, fn: toast('success', 'manage.left'), target: notifyTranslatedFx });
sample({ clock: leaveGroupFx.fail, fn: toast('error', 'manage.leaveFailed'), target: notifyTranslatedFx });
