import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { checkInsChanged } from '@/entities/emotion';
import { $session } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import type { DevicePushState } from '../api/device-push.ts';
import {
  $pushOfferShown,
  markOfferAskedFx,
  markOfferDoneFx,
  pushOfferAccepted,
  pushOfferDismissed,
  pushOfferMounted,
  readOfferFlagsFx,
} from './offer.ts';
import { $push, enablePushFx, readPushFx, refreshPushFx } from './push.ts';

const { signInAs } = emulatorForModelTests();

const READY: DevicePushState = { support: 'supported', permission: 'default', enabled: false };

function setup({ state = READY, askedThisSession = false, done = false } = {}) {
  const calls = {
    asked: vi.fn(),
    done: vi.fn(),
    enable: vi.fn(() => Promise.resolve<DevicePushState>({ ...READY, permission: 'granted', enabled: true })),
    refresh: vi.fn(() => Promise.resolve()),
  };
  const scope = fork({
    values: [[$session, signInAs('premium@example.com')]],
    handlers: [
      [readPushFx, () => Promise.resolve(state)],
      [readOfferFlagsFx, () => ({ askedThisSession, done })],
      [markOfferAskedFx, calls.asked],
      [markOfferDoneFx, calls.done],
      [enablePushFx, calls.enable],
      [refreshPushFx, calls.refresh],
      [notifyTranslatedFx, () => undefined],
    ],
  });
  return { scope, calls };
}

describe('the offer on the dashboard', () => {
  it('shows after a check-in (not before); accepted, it asks for the permission and, granted, is done here', async () => {
    const { scope, calls } = setup();
    await allSettled(pushOfferMounted, { scope });
    expect(scope.getState($pushOfferShown)).toBe(false);
    await allSettled(checkInsChanged, { scope });
    expect(scope.getState($pushOfferShown)).toBe(true);

    await allSettled(pushOfferAccepted, { scope });
    expect(calls.asked).toHaveBeenCalledTimes(1);
    expect(calls.enable).toHaveBeenCalledTimes(1);
    expect(calls.done).toHaveBeenCalledTimes(1);
    expect(scope.getState($pushOfferShown)).toBe(false);
    expect(scope.getState($push)?.enabled).toBe(true);
    // Another check-in: not offered again.
    await allSettled(checkInsChanged, { scope });
    expect(scope.getState($pushOfferShown)).toBe(false);
  });

  it('"Not now" hides it for the session without asking; it is not made when offered already or not possible', async () => {
    const dismissed = setup();
    await allSettled(pushOfferMounted, { scope: dismissed.scope });
    await allSettled(checkInsChanged, { scope: dismissed.scope });
    await allSettled(pushOfferDismissed, { scope: dismissed.scope });
    expect(dismissed.scope.getState($pushOfferShown)).toBe(false);
    expect(dismissed.calls.asked).toHaveBeenCalledTimes(1);
    expect(dismissed.calls.enable).not.toHaveBeenCalled();
    expect(dismissed.calls.done).not.toHaveBeenCalled();
    await allSettled(checkInsChanged, { scope: dismissed.scope });
    expect(dismissed.scope.getState($pushOfferShown)).toBe(false);

    for (const options of [
      { askedThisSession: true },
      { done: true },
      { state: { ...READY, permission: 'denied' as const } },
      { state: { ...READY, support: 'unsupported' as const } },
    ]) {
      const { scope } = setup(options);
      await allSettled(pushOfferMounted, { scope });
      await allSettled(checkInsChanged, { scope });
      expect(scope.getState($pushOfferShown), JSON.stringify(options)).toBe(false);
    }
  });

  it('keeps a token in use fresh when the dashboard shows, and only then', async () => {
    const on = setup({ state: { support: 'supported', permission: 'granted', enabled: true } });
    await allSettled(pushOfferMounted, { scope: on.scope });
    expect(on.calls.refresh).toHaveBeenCalledTimes(1);
    const off = setup();
    await allSettled(pushOfferMounted, { scope: off.scope });
    expect(off.calls.refresh).not.toHaveBeenCalled();
  });
});
