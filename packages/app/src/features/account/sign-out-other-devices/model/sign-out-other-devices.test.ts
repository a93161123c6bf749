import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $session } from '@/entities/session';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import {
  $signedOutCount,
  $signOutOthersFailed,
  signOutOthersFx,
  signOutOthersRequested,
} from './sign-out-other-devices.ts';

const { emulator, signInAs } = emulatorForModelTests();

describe('sign out of other devices', () => {
  it('ends the other sessions on the platform and says how many; a second time there are none', async () => {
    emulator.signIn('pro@example.com');
    emulator.signIn('pro@example.com');
    const auth = signInAs('pro@example.com');
    const scope = fork({ values: [[$session, auth]] });

    await allSettled(signOutOthersRequested, { scope });
    expect(scope.getState($signedOutCount)).toBe(2);
    expect(scope.getState($signOutOthersFailed)).toBe(false);

    await allSettled(signOutOthersRequested, { scope });
    expect(scope.getState($signedOutCount)).toBe(0);
    // This device is still signed in.
    expect(scope.getState($session)).toEqual(auth);
  });

  it('says when it failed, without a count', async () => {
    const scope = fork({
      values: [[$session, signInAs('pro@example.com')]],
      handlers: [[signOutOthersFx, () => Promise.reject(new Error('offline'))]],
    });
    await allSettled(signOutOthersRequested, { scope });
    expect(scope.getState($signOutOthersFailed)).toBe(true);
    expect(scope.getState($signedOutCount)).toBeNull();
  });
});
