import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, logoutFx } from '@/entities/session/@x/keyring';
import { WrongPasswordError } from '@/shared/lib/local-encryption';
import { fetchKeyring, storeKeyring, type StoredKeyring } from '../api/keyring-api.ts';
import {
  $dataKey,
  $encryption,
  $keyring,
  changePasswordFx,
  enableEncryptionFx,
  keyringRequested,
  lockRequested,
  unlockFx,
} from './keyring.ts';
import { testSession } from '@/shared/lib/test-session';

vi.mock('../api/keyring-api.ts', () => ({ fetchKeyring: vi.fn(), storeKeyring: vi.fn() }));

/** The platform's copy of the keyring: only what storeKeyring was given. */
let platformCopy: StoredKeyring | null = null;
beforeEach(() => {
  platformCopy = null;
  vi.mocked(fetchKeyring).mockImplementation(() => Promise.resolve(platformCopy));
  vi.mocked(storeKeyring).mockImplementation((keyring, id) => {
    platformCopy = { id: id ?? 'k-1', keyring };
    return Promise.resolve(platformCopy);
  });
});

const session = testSession();
const signedIn = () => fork({ values: [[$session, session]] });

describe('local encryption state', () => {
  it('is off until turned on, then unlocked with the key only in memory', async () => {
    const scope = signedIn();
    await allSettled(keyringRequested, { scope });
    // Asked for by its owner: an admin can read every keyring of the tenant and must get their own.
    expect(fetchKeyring).toHaveBeenCalledWith('u-1');
    expect(scope.getState($encryption)).toBe('off');
    await allSettled(enableEncryptionFx, { scope, params: 'a long enough password' });
    expect(scope.getState($encryption)).toBe('unlocked');
    expect(scope.getState($dataKey)?.extractable).toBe(false);
    // The platform holds the wrapped key and nothing that checks the password.
    expect(JSON.stringify(platformCopy)).not.toContain('a long enough password');
    expect(Object.keys(platformCopy?.keyring ?? {}).sort()).toEqual(
      ['iterations', 'kdf', 'salt', 'version', 'wrap', 'wrappedKey'].sort(),
    );
  });

  it('starts locked on another device; a wrong password fails and changes nothing; the right one unlocks', async () => {
    const first = signedIn();
    await allSettled(enableEncryptionFx, { scope: first, params: 'a long enough password' });
    const stored = platformCopy;

    const second = signedIn();
    await allSettled(keyringRequested, { scope: second });
    expect(second.getState($encryption)).toBe('locked');
    const keyring = second.getState($keyring);
    if (!keyring) throw new Error('keyring not loaded');
    const wrong = await allSettled(unlockFx, {
      scope: second,
      params: { keyring, password: 'wrong password!' },
    });
    expect(wrong.status).toBe('fail');
    expect(wrong.value).toBeInstanceOf(WrongPasswordError);
    expect(second.getState($encryption)).toBe('locked');
    expect(platformCopy).toBe(stored);
    await allSettled(unlockFx, { scope: second, params: { keyring, password: 'a long enough password' } });
    expect(second.getState($encryption)).toBe('unlocked');
  });

  it('re-wraps on a password change: the old password stops working, the data key stays', async () => {
    const scope = signedIn();
    await allSettled(enableEncryptionFx, { scope, params: 'first password!' });
    const before = platformCopy;
    const keyring = scope.getState($keyring);
    if (!keyring) throw new Error('keyring not loaded');
    await allSettled(changePasswordFx, {
      scope,
      params: { keyring, oldPassword: 'first password!', newPassword: 'second password!' },
    });
    expect(platformCopy?.id).toBe(before?.id);
    expect(platformCopy?.keyring.wrappedKey).not.toBe(before?.keyring.wrappedKey);
    expect(scope.getState($encryption)).toBe('unlocked');

    const other = signedIn();
    await allSettled(keyringRequested, { scope: other });
    const latest = other.getState($keyring);
    if (!latest) throw new Error('keyring not loaded');
    expect(
      (await allSettled(unlockFx, { scope: other, params: { keyring: latest, password: 'first password!' } }))
        .status,
    ).toBe('fail');
    expect(
      (
        await allSettled(unlockFx, {
          scope: other,
          params: { keyring: latest, password: 'second password!' },
        })
      ).status,
    ).toBe('done');
  });

  it('drops the key on lock and on logout', async () => {
    const scope = signedIn();
    await allSettled(enableEncryptionFx, { scope, params: 'a long enough password' });
    await allSettled(lockRequested, { scope });
    expect(scope.getState($dataKey)).toBeNull();
    expect(scope.getState($encryption)).toBe('locked');
    await allSettled(enableEncryptionFx, { scope, params: 'a long enough password' });
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($dataKey)).toBeNull();
    expect(scope.getState($keyring)).toBeNull();
    expect(scope.getState($encryption)).toBe('unknown');
  });

  it('notices encryption turned on from another device the next time a page asks', async () => {
    const here = signedIn();
    await allSettled(keyringRequested, { scope: here });
    expect(here.getState($encryption)).toBe('off');
    const elsewhere = signedIn();
    await allSettled(enableEncryptionFx, { scope: elsewhere, params: 'a long enough password' });
    await allSettled(keyringRequested, { scope: here });
    expect(here.getState($encryption)).toBe('locked');
  });
});
