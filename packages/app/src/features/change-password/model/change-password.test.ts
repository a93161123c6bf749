import { allSettled, fork } from 'effector';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18nAttached } from '@/shared/i18n';
import { notifyFx } from '@/shared/lib/notify';
import enAppContent from '../../../../public/locales/en-US/app_content.json';
import {
  $changePasswordError,
  $changingPassword,
  $currentPassword,
  $newPassword,
  changePasswordClosed,
  changePasswordFx,
  changePasswordSubmitted,
  currentPasswordChanged,
  newPasswordChanged,
} from './change-password.ts';

async function setup(change: (params: { oldPassword: string; newPassword: string }) => Promise<void>) {
  const i18n = createInstance();
  await i18n.init({ lng: 'en-US', resources: { 'en-US': { app_content: enAppContent } } });
  const notify = vi.fn();
  const changeSpy = vi.fn(change);
  const scope = fork({
    handlers: [
      [notifyFx, notify],
      [changePasswordFx, changeSpy],
    ],
  });
  await allSettled(i18nAttached, { scope, params: i18n });
  const type = async (current: string, next: string) => {
    await allSettled(currentPasswordChanged, { scope, params: current });
    await allSettled(newPasswordChanged, { scope, params: next });
  };
  return { scope, notify, change: changeSpy, type };
}

describe('change password', () => {
  it('refuses a new password under the minimum without asking the platform', async () => {
    const { scope, change, type } = await setup(() => Promise.resolve());
    await type('Emotion-demo-1', 'short');
    await allSettled(changePasswordSubmitted, { scope });
    expect(change).not.toHaveBeenCalled();
    expect(scope.getState($changePasswordError)).toBe('tooShort');
  });

  it('changes it, clears both fields and confirms with a toast', async () => {
    const { scope, notify, change, type } = await setup(() => Promise.resolve());
    await type('Emotion-demo-1', 'a-longer-password');
    await allSettled(changePasswordSubmitted, { scope });
    expect(change).toHaveBeenCalledWith({ oldPassword: 'Emotion-demo-1', newPassword: 'a-longer-password' });
    expect(scope.getState($currentPassword)).toBe('');
    expect(scope.getState($newPassword)).toBe('');
    expect(scope.getState($changePasswordError)).toBeNull();
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: enAppContent.settings.password.changed });
  });

  it('keeps what was typed and says it failed when the platform refuses', async () => {
    const { scope, notify, type } = await setup(() => Promise.reject(new Error('wrong password')));
    await type('not-it', 'a-longer-password');
    await allSettled(changePasswordSubmitted, { scope });
    expect(scope.getState($changePasswordError)).toBe('failed');
    expect(scope.getState($currentPassword)).toBe('not-it');
    expect(scope.getState($newPassword)).toBe('a-longer-password');
    expect(notify).not.toHaveBeenCalled();
  });

  it('clears an earlier error when the next attempt starts, and sends once while one is in flight', async () => {
    let finish = () => {};
    const { scope, change, type } = await setup(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await type('Emotion-demo-1', 'short');
    await allSettled(changePasswordSubmitted, { scope });
    await type('Emotion-demo-1', 'a-longer-password');
    const first = allSettled(changePasswordSubmitted, { scope });
    await expect.poll(() => scope.getState($changingPassword)).toBe(true);
    expect(scope.getState($changePasswordError)).toBeNull();
    void allSettled(changePasswordSubmitted, { scope });
    finish();
    await first;
    expect(change).toHaveBeenCalledOnce();
  });

  it('forgets the typed passwords and the error when the form closes', async () => {
    const { scope, type } = await setup(() => Promise.resolve());
    await type('Emotion-demo-1', 'short');
    await allSettled(changePasswordSubmitted, { scope });
    await allSettled(changePasswordClosed, { scope });
    expect(scope.getState($currentPassword)).toBe('');
    expect(scope.getState($newPassword)).toBe('');
    expect(scope.getState($changePasswordError)).toBeNull();
  });
});
