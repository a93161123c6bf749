import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $session, logoutFx } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import { PushPermissionDenied, type DevicePushState } from '../api/device-push.ts';
import {
  $changingPush,
  $push,
  disablePushFx,
  enablePushFx,
  pushSettingsOpened,
  pushToggled,
  readPushFx,
} from './push.ts';

const { signInAs } = emulatorForModelTests();

const READY: DevicePushState = { support: 'supported', permission: 'default', enabled: false };
const ON: DevicePushState = { support: 'supported', permission: 'granted', enabled: true };

function setup({
  state = READY,
  enable = () => Promise.resolve(ON),
  disable = () => Promise.resolve({ ...ON, enabled: false }),
}: {
  state?: DevicePushState;
  enable?: () => Promise<DevicePushState>;
  disable?: () => Promise<DevicePushState>;
} = {}) {
  const notify = vi.fn();
  const calls = { enable: vi.fn(enable), disable: vi.fn(disable) };
  const scope = fork({
    values: [[$session, signInAs('premium@example.com')]],
    handlers: [
      [readPushFx, () => Promise.resolve(state)],
      [enablePushFx, calls.enable],
      [disablePushFx, calls.disable],
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
    ],
  });
  return { scope, notify, calls };
}

describe('push on this device', () => {
  it('turns on when asked (the permission is asked then, not before), says so, and turns off again', async () => {
    const { scope, notify, calls } = setup();
    await allSettled(pushSettingsOpened, { scope });
    expect(scope.getState($push)).toEqual(READY);
    expect(calls.enable).not.toHaveBeenCalled();

    await allSettled(pushToggled, { scope, params: true });
    expect(calls.enable).toHaveBeenCalledTimes(1);
    expect(scope.getState($push)).toEqual(ON);
    expect(scope.getState($changingPush)).toBe(false);
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'success', title: 'settings.push.permissionGranted' }),
    );

    // Asking for what it already is does nothing.
    await allSettled(pushToggled, { scope, params: true });
    expect(calls.enable).toHaveBeenCalledTimes(1);

    await allSettled(pushToggled, { scope, params: false });
    expect(calls.disable).toHaveBeenCalledTimes(1);
    expect(scope.getState($push)?.enabled).toBe(false);
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'settings.push.turnedOff' }));

    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($push)).toBeNull();
  });

  it('a refused permission stays off and says how to allow it; any other failure says it could not be turned on', async () => {
    const denied = setup({ enable: () => Promise.reject(new PushPermissionDenied('denied')) });
    await allSettled(pushSettingsOpened, { scope: denied.scope });
    await allSettled(pushToggled, { scope: denied.scope, params: true });
    expect(denied.scope.getState($push)).toEqual({ ...READY, permission: 'denied' });
    expect(denied.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'error', title: 'settings.push.permissionDenied' }),
    );

    // The question closed unanswered: it stays askable (no "blocked" hint), and the toast says how to allow it.
    const unanswered = setup({ enable: () => Promise.reject(new PushPermissionDenied('default')) });
    await allSettled(pushSettingsOpened, { scope: unanswered.scope });
    await allSettled(pushToggled, { scope: unanswered.scope, params: true });
    expect(unanswered.scope.getState($push)).toEqual(READY);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = setup({ enable: () => Promise.reject(new Error('provider unreachable')) });
    await allSettled(pushSettingsOpened, { scope: failed.scope });
    await allSettled(pushToggled, { scope: failed.scope, params: true });
    expect(failed.scope.getState($push)).toEqual(READY);
    expect(failed.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'error', title: 'settings.push.errorRequestingPermission' }),
    );
    expect(warn).toHaveBeenCalledWith('Push: could not be changed', expect.any(Error));
    warn.mockRestore();
  });

  it('does not try on a device without push or a build without its keys, nor before the state is read', async () => {
    for (const support of ['unsupported', 'config-missing'] as const) {
      const { scope, calls } = setup({ state: { ...READY, support } });
      await allSettled(pushToggled, { scope, params: true });
      await allSettled(pushSettingsOpened, { scope });
      await allSettled(pushToggled, { scope, params: true });
      expect(calls.enable).not.toHaveBeenCalled();
    }
  });

  it('a failed turning off keeps it on and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope, notify } = setup({ state: ON, disable: () => Promise.reject(new Error('offline')) });
    await allSettled(pushSettingsOpened, { scope });
    await allSettled(pushToggled, { scope, params: false });
    expect(scope.getState($push)).toEqual(ON);
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'error', title: 'settings.push.turnOffFailed' }),
    );
    warn.mockRestore();
  });
});
