import { encodeReferralCode } from '@emotion-guru/platform-sdk';
import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileChanged, sessionRestored } from '@/entities/session/@x/referral';
import { REFERRAL_STORAGE_KEY, SIGN_UP_RECORDED_KEY, VISIT_RECORDED_KEY } from '../lib/referral.ts';
import { logRecordingFailureFx, referralCaptured, sendSignUpFx, sendVisitFx } from './recording.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
    values,
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const referral = { userId: 'referrer-1', campaignCode: 'FRIENDS20', discount: 20 };
const code = encodeReferralCode(referral, { urlSafe: true });
const otherCode = encodeReferralCode({ ...referral, userId: 'referrer-2' }, { urlSafe: true });

function setup(visit = vi.fn(() => Promise.resolve()), signUp = vi.fn(() => Promise.resolve())) {
  const log = vi.fn();
  const scope = fork({
    handlers: [
      [sendVisitFx, visit],
      [sendSignUpFx, signUp],
      [logRecordingFailureFx, log],
    ],
  });
  return { scope, visit, signUp, log };
}

describe('visit recording', () => {
  it('records a code once per device, and a different code again', async () => {
    const { scope, visit } = setup();
    await allSettled(referralCaptured, { scope, params: { code, referral } });
    await allSettled(referralCaptured, { scope, params: { code, referral } });
    expect(visit).toHaveBeenCalledTimes(1);
    expect(visit).toHaveBeenCalledWith(referral);
    expect(storage.values.get(VISIT_RECORDED_KEY)).toBe(code);

    // A new scope is a reload: the device still remembers.
    const reload = setup();
    await allSettled(referralCaptured, { scope: reload.scope, params: { code, referral } });
    expect(reload.visit).not.toHaveBeenCalled();

    const other = { ...referral, userId: 'referrer-2' };
    await allSettled(referralCaptured, { scope: reload.scope, params: { code: otherCode, referral: other } });
    expect(reload.visit).toHaveBeenCalledWith(other);
  });

  it('a failed call is only logged, and a later visit tries again', async () => {
    const failing = setup(vi.fn(() => Promise.reject(new Error('offline'))));
    await allSettled(referralCaptured, { scope: failing.scope, params: { code, referral } });
    expect(failing.log).toHaveBeenCalledTimes(1);
    expect(storage.values.has(VISIT_RECORDED_KEY)).toBe(false);

    const later = setup();
    await allSettled(referralCaptured, { scope: later.scope, params: { code, referral } });
    expect(later.visit).toHaveBeenCalledTimes(1);
  });
});

const newUser = {
  token: 't',
  expireDate: new Date(Date.now() + 3_600_000).toISOString(),
  roles: [],
  groups: [],
  userId: 'new-user',
} as unknown as AuthData;

describe('sign-up recording', () => {
  it('records the stored referral once when the new account finishes its profile', async () => {
    storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
    const { scope, signUp } = setup();
    await allSettled(sessionRestored, { scope, params: newUser });
    await allSettled(profileChanged, { scope, params: { name: 'Deniz' } });
    await allSettled(profileChanged, { scope, params: { name: 'Deniz K.' } });
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp).toHaveBeenCalledWith(referral);
    expect(storage.values.get(SIGN_UP_RECORDED_KEY)).toBe('new-user');
  });

  it('nothing without a stored referral, signed out, or for the referrer themself', async () => {
    const { scope, signUp } = setup();
    await allSettled(profileChanged, { scope, params: { name: 'Signed out' } });
    await allSettled(sessionRestored, { scope, params: newUser });
    await allSettled(profileChanged, { scope, params: { name: 'No referral' } });
    storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ ...referral, userId: 'new-user' }));
    await allSettled(profileChanged, { scope, params: { name: 'Own link' } });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('a failed call is logged and forgotten, so the next try sends it', async () => {
    storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
    const failing = setup(
      undefined,
      vi.fn(() => Promise.reject(new Error('500'))),
    );
    await allSettled(sessionRestored, { scope: failing.scope, params: newUser });
    await allSettled(profileChanged, { scope: failing.scope, params: { name: 'Deniz' } });
    expect(failing.log).toHaveBeenCalledTimes(1);
    expect(storage.values.has(SIGN_UP_RECORDED_KEY)).toBe(false);
    await allSettled(profileChanged, { scope: failing.scope, params: { name: 'Deniz' } });
    expect(failing.signUp).toHaveBeenCalledTimes(2);
  });
});
