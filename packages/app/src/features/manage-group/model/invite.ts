import type { CreateInviteRequest } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createInvite, groupChanged, inviteByEmail, revokeInvite, type GroupInvite } from '@/entities/group';
import { notifyTranslatedFx } from '@/shared/lib/notify';

export const inviteDialogClosed = createEvent();

export const createInviteFx = createEffect((request: CreateInviteRequest) => createInvite(request));
export const createInviteMutation = createMutation({ name: 'groups/invite', effect: createInviteFx });
export const revokeInviteFx = createEffect(async (inviteId: string) => {
  await revokeInvite(inviteId);
});
export const revokeInviteMutation = createMutation({ name: 'groups/revoke-invite', effect: revokeInviteFx });

/** Awaited by the e-mail form, which says who was invited and empties itself once the message is sent. */
export const inviteByEmailFx = createEffect(
  ({
    groupId,
    email,
    expiresIn,
  }: {
    groupId: string;
    email: string;
    expiresIn: CreateInviteRequest['expiresIn'];
  }) => inviteByEmail(groupId, email, expiresIn),
);

/** The link just made, shown with its Copy button until the dialog closes. */
export const $createdInvite = createStore<GroupInvite | null>(null, { serialize: 'ignore' })
  .on(createInviteMutation.finished.success, (_, { result }) => result)
  .reset(inviteDialogClosed);

sample({
  clock: [createInviteMutation.finished.success, revokeInviteMutation.finished.success, inviteByEmailFx.done],
  target: groupChanged,
});
sample({
  clock: createInviteMutation.finished.failure,
  fn: () => ({ type: 'error' as const, ns: 'groups' as const, title: 'invite.failed' }),
  target: notifyTranslatedFx,
});
sample({
  clock: revokeInviteMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'groups' as const, title: 'invite.revoked' }),
  target: notifyTranslatedFx,
});
sample({
  clock: revokeInviteMutation.finished.failure,
  fn: () => ({ type: 'error' as const, ns: 'groups' as const, title: 'invite.revokeFailed' }),
  target: notifyTranslatedFx,
});
sample({
  clock: inviteByEmailFx.fail,
  fn: () => ({ type: 'error' as const, ns: 'groups' as const, title: 'invite.emailFailed' }),
  target: notifyTranslatedFx,
});
