import { validateEmail } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore } from 'effector';
import { getPlatform } from '@/shared/api';
import { isLongEnoughPassword, submitWhenValid } from '@/shared/lib/submit-form';

/**
 * The two steps of a forgotten password: ask for a link by email (the answer never says whether the
 * account exists), then choose a new password with the one-time token the link carries.
 */

// Step 1: the link.
export type ResetLinkError = 'invalidEmail' | 'requestFailed';

export const resetEmailChanged = createEvent<string>();
export const resetLinkRequested = createEvent();

export const sendResetLinkFx = createEffect(async (email: string) => {
  await getPlatform().auth.sendPasswordReset(email);
});
export const sendResetLinkMutation = createMutation({
  name: 'auth/sendPasswordReset',
  effect: sendResetLinkFx,
});

export const $resetEmail = createStore('').on(resetEmailChanged, (_, value) => value);
export const $resetLinkError = createStore<ResetLinkError | null>(null)
  .on(sendResetLinkMutation.finished.failure, () => 'requestFailed')
  .reset(sendResetLinkMutation.started);
export const $resetLinkSent = createStore(false).on(sendResetLinkMutation.finished.success, () => true);
export const $sendingResetLink = sendResetLinkMutation.$pending;

const $trimmedEmail = $resetEmail.map((email) => email.trim());
submitWhenValid({
  clock: resetLinkRequested,
  source: $trimmedEmail,
  valid: (email) => validateEmail(email).valid,
  error: 'invalidEmail',
  errorTarget: $resetLinkError,
  pending: $sendingResetLink,
  fn: (email) => email,
  target: sendResetLinkMutation.start,
});

// Step 2: the new password.
export type NewPasswordError = 'tooShort' | 'changeFailed';

/** What the emailed link carries. */
export interface ResetLink {
  token: string;
  email: string;
}

export const resetPasswordChanged = createEvent<string>();
export const newPasswordSubmitted = createEvent<ResetLink>();

interface ResetParams {
  resetToken: string;
  email: string;
  newPassword: string;
}

export const resetPasswordFx = createEffect(async (params: ResetParams) => {
  await getPlatform().auth.changePassword(params);
});
export const resetPasswordMutation = createMutation({ name: 'auth/resetPassword', effect: resetPasswordFx });

export const $resetPassword = createStore('')
  .on(resetPasswordChanged, (_, value) => value)
  .reset(resetPasswordMutation.finished.success);
export const $newPasswordError = createStore<NewPasswordError | null>(null)
  .on(resetPasswordMutation.finished.failure, () => 'changeFailed')
  .reset(resetPasswordMutation.started);
export const $passwordReset = createStore(false).on(resetPasswordMutation.finished.success, () => true);
export const $resettingPassword = resetPasswordMutation.$pending;

submitWhenValid({
  clock: newPasswordSubmitted,
  source: $resetPassword,
  valid: isLongEnoughPassword,
  error: 'tooShort',
  errorTarget: $newPasswordError,
  pending: $resettingPassword,
  fn: (password, { token, email }): ResetParams => ({ resetToken: token, email, newPassword: password }),
  target: resetPasswordMutation.start,
});

/** The page left the screen: both steps start over next time. */
export const resetPasswordClosed = createEvent();
$resetEmail.reset(resetPasswordClosed);
$resetLinkError.reset(resetPasswordClosed);
$resetLinkSent.reset(resetPasswordClosed);
$resetPassword.reset(resetPasswordClosed);
$newPasswordError.reset(resetPasswordClosed);
$passwordReset.reset(resetPasswordClosed);
