import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $session } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import {
  $confirmation,
  $deleteAccountError,
  confirmationTyped,
  deleteAccountClosed,
  deleteAccountFx,
  deleteAccountSubmitted,
} from './delete-account.ts';

const { signInAs } = emulatorForModelTests();

/** A scope signed in as `email`; `platform` replaces the call to the platform (the emulator answers otherwise). */
function setup(email: string, platform?: (email: string) => Promise<Record<string, number>>) {
  const notify = vi.fn();
  const scope = fork({
    values: [[$session, signInAs(email)]],
    handlers: [
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
      [deleteAccountFx, platform ?? ((typed: string) => getPlatform().auth.deleteAccount(typed))],
    ],
  });
  return { scope, notify };
}

async function canSignIn(email: string): Promise<boolean> {
  const result = await getPlatform().auth.login({ email, password: 'Emotion-demo-1' });
  return result.success;
}

describe('delete account', () => {
  it('refuses a typed email that is not the account’s, keeps what was typed and asks nothing of the platform', async () => {
    const platformCall = vi.fn(() => Promise.resolve({}));
    const { scope } = setup('free@example.com', platformCall);
    await allSettled(confirmationTyped, { scope, params: 'free@example.co' });
    await allSettled(deleteAccountSubmitted, { scope });
    expect(platformCall).not.toHaveBeenCalled();
    expect(scope.getState($deleteAccountError)).toBe('mismatch');
    expect(scope.getState($confirmation)).toBe('free@example.co');
  });

  it('deletes the account on the platform, signs out here and says so (email in any case, spaces aside)', async () => {
    const { scope, notify } = setup('free@example.com');
    await allSettled(confirmationTyped, { scope, params: '  FREE@Example.com ' });
    await allSettled(deleteAccountSubmitted, { scope });
    expect(scope.getState($deleteAccountError)).toBeNull();
    expect(scope.getState($session)).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      ns: 'app_content',
      title: 'settings.deleteAccount.deleted',
      description: 'settings.deleteAccount.deletedDescription',
    });
    expect(await canSignIn('free@example.com')).toBe(false);
    await allSettled(deleteAccountClosed, { scope });
    expect(scope.getState($confirmation)).toBe('');
  });

  it('names the platform’s refusal of an administrator, and keeps the session and the account', async () => {
    const { scope } = setup('admin@example.com');
    await allSettled(confirmationTyped, { scope, params: 'admin@example.com' });
    await allSettled(deleteAccountSubmitted, { scope });
    expect(scope.getState($deleteAccountError)).toBe('refused');
    expect(scope.getState($session)).not.toBeNull();
    expect(await canSignIn('admin@example.com')).toBe(true);
  });

  it('reports a failure and keeps the session and what was typed', async () => {
    const { scope } = setup('free@example.com', () => Promise.reject(new Error('offline')));
    await allSettled(confirmationTyped, { scope, params: 'free@example.com' });
    await allSettled(deleteAccountSubmitted, { scope });
    expect(scope.getState($deleteAccountError)).toBe('failed');
    expect(scope.getState($session)).not.toBeNull();
    expect(scope.getState($confirmation)).toBe('free@example.com');
    expect(await canSignIn('free@example.com')).toBe(true);
  });
});
