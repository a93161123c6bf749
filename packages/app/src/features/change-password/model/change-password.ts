import { createMutation } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { isLongEnoughPassword, submitWhenValid } from '@/shared/lib/submit-form';

/** Why the form refuses: a new password under the minimum, or the platform said no (wrong current one). */
export type ChangePasswordError = 'tooShort' | 'failed';

export const currentPasswordChanged = createEvent<string>();
export const newPasswordChanged = createEvent<string>();
export const changePasswordSubmitted = createEvent();
/** The form left the screen: what was typed is forgotten. */
export const changePasswordClosed = createEvent();

interface ChangePasswordParams {
  oldPassword: string;
  newPassword: string;
}

/** `POST /api/auth/changePassword` for the signed-in user. */
export const changePasswordFx = createEffect(async (params: ChangePasswordParams) => {
  await getPlatform().auth.changePassword(params);
});

/** Not retried: a refused password is refused again, and a repeat could change it twice. */
export const changePasswordMutation = createMutation({
  name: 'auth/changePassword',
  effect: changePasswordFx,
});

export const $currentPassword = createStore('')
  .on(currentPasswordChanged, (_, value) => value)
  .reset(changePasswordMutation.finished.success, changePasswordClosed);
export const $newPassword = createStore('')
  .on(newPasswordChanged, (_, value) => value)
  .reset(changePasswordMutation.finished.success, changePasswordClosed);
export const $changePasswordError = createStore<ChangePasswordError | null>(null)
  .on(changePasswordMutation.finished.failure, () => 'failed')
  .reset(changePasswordMutation.started, changePasswordClosed);
export const $changingPassword = changePasswordMutation.$pending;

const $params = combine({ oldPassword: $currentPassword, newPassword: $newPassword });

submitWhenValid({
  clock: changePasswordSubmitted,
  source: $params,
  valid: ({ newPassword }) => isLongEnoughPassword(newPassword),
  error: 'tooShort',
  errorTarget: $changePasswordError,
  pending: $changingPassword,
  fn: (params) => params,
  target: changePasswordMutation.start,
});

sample({
  clock: changePasswordMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'settings.password.changed' }),
  target: notifyTranslatedFx,
});
