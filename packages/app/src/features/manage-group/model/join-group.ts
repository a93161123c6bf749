import type { GroupJoinResult } from '@emotion-guru/platform-sdk';
import { createEffect, sample } from 'effector';
import { groupsChanged, joinByCode } from '@/entities/group';

/** Joins by the invite's code; awaited by the confirmation page, which opens the group or says why not. */
export const joinGroupFx = createEffect((code: string): Promise<GroupJoinResult> => joinByCode(code));

sample({
  clock: joinGroupFx.doneData,
  filter: (result) => result.status === 'joined',
  target: groupsChanged,
});
