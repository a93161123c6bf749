import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $newPasswordError,
  $passwordReset,
  $resetEmail,
  $resetLinkError,
  $resetLinkSent,
  $resetPassword,
  newPasswordSubmitted,
  resetEmailChanged,
  resetLinkRequested,
  resetPasswordChanged,
  resetPasswordClosed,
  resetPasswordFx,
  sendResetLinkFx,
} from './reset-password.ts';

function setup({
  send = () => Promise.resolve(),
  reset = () => Promise.resolve(),
}: {
  send?: (email: string) => Promise<void>;
  reset?: (params: { resetToken: string; email: string; newPassword: string }) => Promise<void>;
} = {}) {
  const sendSpy = vi.fn(send);
  const resetSpy = vi.fn(reset);
  const scope = fork({
    handlers: [
      [sendResetLinkFx, sendSpy],
      [resetPasswordFx, resetSpy],
    ],
  });
  return { scope, send: sendSpy, reset: resetSpy };
}

const link = { token: 'one-time-token', email: 'ada@example.com' };

describe('reset password: the link', () => {
  it('refuses an invalid email without asking the platform', async () => {
    const { scope, send } = setup();
    await allSettled(resetEmailChanged, { scope, params: 'not-an-email' });
    await allSettled(resetLinkRequested, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($resetLinkError)).toBe('invalidEmail');
    expect(scope.getState($resetLinkSent)).toBe(false);
  });

  it('sends the trimmed email and reports the link as sent', async () => {
    const { scope, send } = setup();
    await allSettled(resetEmailChanged, { scope, params: '  ada@example.com ' });
    await allSettled(resetLinkRequested, { scope });
    expect(send).toHaveBeenCalledWith('ada@example.com');
    expect(scope.getState($resetLinkSent)).toBe(true);
    expect(scope.getState($resetLinkError)).toBeNull();
  });

  it('keeps the form with the email and says the request failed', async () => {
    const { scope } = setup({ send: () => Promise.reject(new Error('offline')) });
    await allSettled(resetEmailChanged, { scope, params: 'ada@example.com' });
    await allSettled(resetLinkRequested, { scope });
    expect(scope.getState($resetLinkSent)).toBe(false);
    expect(scope.getState($resetLinkError)).toBe('requestFailed');
    expect(scope.getState($resetEmail)).toBe('ada@example.com');
  });
});

describe('reset password: the new password', () => {
  it('refuses a password under the minimum without asking the platform', async () => {
    const { scope, reset } = setup();
    await allSettled(resetPasswordChanged, { scope, params: 'short' });
    await allSettled(newPasswordSubmitted, { scope, params: link });
    expect(reset).not.toHaveBeenCalled();
    expect(scope.getState($newPasswordError)).toBe('tooShort');
  });

  it('changes it with the token and email of the link', async () => {
    const { scope, reset } = setup();
    await allSettled(resetPasswordChanged, { scope, params: 'Emotion-demo-1' });
    await allSettled(newPasswordSubmitted, { scope, params: link });
    expect(reset).toHaveBeenCalledWith({
      resetToken: 'one-time-token',
      email: 'ada@example.com',
      newPassword: 'Emotion-demo-1',
    });
    expect(scope.getState($passwordReset)).toBe(true);
    expect(scope.getState($resetPassword)).toBe('');
  });

  it('says the link is no good when the platform refuses the token, and starts over on leaving', async () => {
    const { scope } = setup({ reset: () => Promise.reject(new Error('expired')) });
    await allSettled(resetPasswordChanged, { scope, params: 'Emotion-demo-1' });
    await allSettled(newPasswordSubmitted, { scope, params: link });
    expect(scope.getState($newPasswordError)).toBe('changeFailed');
    expect(scope.getState($passwordReset)).toBe(false);
    await allSettled(resetPasswordClosed, { scope });
    expect(scope.getState($newPasswordError)).toBeNull();
    expect(scope.getState($resetPassword)).toBe('');
  });
});
