import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { readWithOfflineCopy } from '@/shared/api';
import {
  $currentUser,
  $isAuthenticated,
  $session,
  LoginFailedError,
  authChanged,
  loginFx,
  logoutFx,
  logoutRequested,
  sessionRestored,
} from './session.ts';

vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);

const auth: AuthData = {
  token: 'token-1',
  expireDate: '2030-01-01T00:00:00.000Z',
  userId: 'u-1',
  name: '',
  email: 'team@example.com',
  roles: ['caretaker', 'user'],
  groups: ['referrers'],
  subscription: 8,
};

describe('session model', () => {
  it('restores a stored session and exposes the current user, defaulting the name to "User"', async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: auth });
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($currentUser)).toEqual({
      userId: 'u-1',
      name: 'User',
      email: 'team@example.com',
      pictureUrl: undefined,
      subscription: 8,
      roles: ['caretaker', 'user'],
      groups: ['referrers'],
    });
  });

  it('stores the session on login', async () => {
    const scope = fork({ handlers: [[loginFx, () => auth]] });
    await allSettled(loginFx, { scope, params: { email: 'team@example.com', password: 'x' } });
    expect(scope.getState($session)).toEqual(auth);
  });

  it('stays signed out when login fails', async () => {
    const scope = fork({
      handlers: [
        [
          loginFx,
          () => {
            throw new LoginFailedError('Login failed', 401);
          },
        ],
      ],
    });
    const result = await allSettled(loginFx, { scope, params: { email: 'a@b.co', password: 'wrong' } });
    expect(result.status).toBe('fail');
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it('clears the session on logout and when the SDK reports expiry', async () => {
    const logout = vi.fn();
    const scope = fork({ handlers: [[logoutFx, logout]] });
    await allSettled(sessionRestored, { scope, params: auth });
    await allSettled(logoutRequested, { scope });
    expect(logout).toHaveBeenCalledOnce();
    expect(scope.getState($session)).toBeNull();

    await allSettled(sessionRestored, { scope, params: auth });
    await allSettled(authChanged, { scope, params: { type: 'expired', auth: null } });
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it('forgets the copies kept for offline reading on logout', async () => {
    vi.stubGlobal('indexedDB', {});
    const offline = new TypeError('Failed to fetch');
    await readWithOfflineCopy('journal/c1', () => Promise.resolve(['entry']));
    await expect(readWithOfflineCopy('journal/c1', () => Promise.reject(offline))).resolves.toEqual([
      'entry',
    ]);
    const scope = fork({ handlers: [[logoutFx, vi.fn()]] });
    await allSettled(sessionRestored, { scope, params: auth });
    await allSettled(logoutRequested, { scope });
    await expect(readWithOfflineCopy('journal/c1', () => Promise.reject(offline))).rejects.toBe(offline);
    vi.unstubAllGlobals();
  });

  it('follows token refreshes', async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: auth });
    await allSettled(authChanged, {
      scope,
      params: { type: 'refresh', auth: { ...auth, token: 'token-2' } },
    });
    expect(scope.getState($session)?.token).toBe('token-2');
  });
});
