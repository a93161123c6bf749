import type { GroupInvitePreview } from '@emotion-guru/platform-sdk';
import { createEffect, createEvent, sample } from 'effector';
import { logoutFx } from '@/entities/session/@x/group';
import { createRemoteQuery } from '@/shared/api';
import { previewInvite } from '../api/group-api.ts';

/** An invite's landing (or its confirmation) was shown for this code. */
export const invitePreviewOpened = createEvent<string>();

/** What the code leads to: the group's public facts and whether it can still be used. */
export const invitePreviewFx = createEffect(async (code: string): Promise<GroupInvitePreview> =>
  code.trim() === '' ? { status: 'unknown' } : previewInvite(code),
);
export const invitePreviewQuery = createRemoteQuery({
  name: 'groups/invite-preview',
  effect: invitePreviewFx,
  abortAll: logoutFx.finally,
});
sample({ clock: invitePreviewOpened, target: [invitePreviewQuery.reset, invitePreviewQuery.start] });

export const $invitePreview = invitePreviewQuery.$data;
export const $invitePreviewStatus = invitePreviewQuery.$status;
