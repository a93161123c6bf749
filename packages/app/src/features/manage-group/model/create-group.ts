import type { CreateGroupRequest } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGroup, groupsChanged } from '@/entities/group';
import { notifyTranslatedFx } from '@/shared/lib/notify';

/** The colours a group's cover may have (none: the default). */
export const GROUP_COLORS = [
  { value: '#6366f1', name: 'indigo' },
  { value: '#0ea5e9', name: 'sky' },
  { value: '#10b981', name: 'green' },
  { value: '#f59e0b', name: 'amber' },
  { value: '#f43f5e', name: 'rose' },
  { value: '#8b5cf6', name: 'violet' },
] as const;
export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;

export const createGroupRequested = createEvent();
export const createGroupClosed = createEvent();

export const createGroupFx = createEffect((request: CreateGroupRequest) => createGroup(request));
export const createGroupMutation = createMutation({ name: 'groups/create', effect: createGroupFx });

export const $createGroupOpen = createStore(false, { serialize: 'ignore' })
  .on(createGroupRequested, () => true)
  .reset(createGroupClosed, createGroupMutation.finished.success);

sample({ clock: createGroupMutation.finished.success, target: groupsChanged });
sample({
  clock: createGroupMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'groups' as const, title: 'create.created' }),
  target: notifyTranslatedFx,
});
sample({
  clock: createGroupMutation.finished.failure,
  fn: () => ({ type: 'error' as const, ns: 'groups' as const, title: 'create.failed' }),
  target: notifyTranslatedFx,
});
