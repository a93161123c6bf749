import { isPlatformError } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $currentUser, logoutFx } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { submitWhenValid } from '@/shared/lib/submit-form';

/**
 * Why the account was not deleted: the typed email is not the account's (checked here first, and by the
 * platform), an administrator's account (removed by another administrator), or the platform failed.
 */
export type DeleteAccountError = 'mismatch' | 'refused' | 'failed';

export const confirmationTyped = createEvent<string>();
export const deleteAccountSubmitted = createEvent();
/** The form left the screen: what was typed is forgotten. */
export const deleteAccountClosed = createEvent();

/** Deletes the signed-in account (the platform signs it out everywhere); resolves the records deleted per entity. */
export const deleteAccountFx = createEffect((email: string) => getPlatform().auth.deleteAccount(email));

/** Not retried: a refusal is refused again, and the person decides whether to try once more. */
export const deleteAccountMutation = createMutation({ name: 'account/delete', effect: deleteAccountFx });

export const $deletingAccount = deleteAccountMutation.$pending;

/** What the person typed to confirm: kept after a refusal, so they can correct it. */
export const $confirmation = createStore('')
  .on(confirmationTyped, (_, value) => value)
  .reset(deleteAccountClosed);

export const $deleteAccountError = createStore<DeleteAccountError | null>(null)
  .on(deleteAccountMutation.finished.failure, (_, { error }) => {
    if (isPlatformError(error) && error.code === 'ACCOUNT_EMAIL_MISMATCH') return 'mismatch';
    if (isPlatformError(error) && error.code === 'ADMIN_ACCOUNT_REFUSED') return 'refused';
    return 'failed';
  })
  .reset(deleteAccountMutation.started, deleteAccountClosed);

/** The typed text names the signed-in account (spaces around it and letter case aside). */
function namesTheAccount(typed: string, email: string | undefined): boolean {
  return email !== undefined && email.length > 0 && typed.trim().toLowerCase() === email.toLowerCase();
}

submitWhenValid({
  clock: deleteAccountSubmitted,
  source: combine($confirmation, $currentUser, (typed, user) => ({ typed, email: user?.email })),
  valid: ({ typed, email }) => namesTheAccount(typed, email),
  error: 'mismatch',
  errorTarget: $deleteAccountError,
  pending: $deletingAccount,
  fn: ({ typed }) => typed.trim(),
  target: deleteAccountMutation.start,
});

// The platform ended every session of the account; this device forgets it like a sign-out, without the
// "logged out" toast: the person hears that the account was deleted.
sample({
  clock: deleteAccountMutation.finished.success,
  fn: () => 'accountDeleted' as const,
  target: logoutFx,
});
sample({
  clock: deleteAccountMutation.finished.success,
  fn: () => ({
    type: 'success' as const,
    ns: 'app_content' as const,
    title: 'settings.deleteAccount.deleted',
    description: 'settings.deleteAccount.deletedDescription',
  }),
  target: notifyTranslatedFx,
});
