import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../lib/own-profile.ts';
import { completeOAuthFx, confirmOAuthTokenFx, loadOwnProfileFx, rememberProfileFx } from './oauth.ts';
import { $currentUser, $session, profileChanged, sessionRestored } from './session.ts';

const returned = { provider: 'github', token: 'returned-token', expireDate: '2030-01-01T00:00:00.000Z' };

/** What a refresh answers: a token and the access data, no user. */
const refreshed: AuthData = {
  token: 'fresh-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  name: 'User',
  roles: ['user-role'],
  groups: [],
  subscription: 1,
  remember: true,
};

const sam: OwnProfile = {
  userId: 'u-sam',
  name: 'Sam Social',
  email: 'social@example.com',
  pictureUrl: 'https://example.com/sam.svg',
};

function setup(profile: () => Promise<OwnProfile | null>) {
  const remember = vi.fn();
  const confirm = vi.fn(() => Promise.resolve(refreshed));
  const scope = fork({
    handlers: [
      [confirmOAuthTokenFx, confirm],
      [loadOwnProfileFx, profile],
      [rememberProfileFx, remember],
    ],
  });
  return { scope, remember, confirm };
}

describe('completing a social sign-in', () => {
  it('fills the name, email, id and picture from the user record into the session and storage', async () => {
    const { scope, remember, confirm } = setup(() => Promise.resolve(sam));
    const result = await allSettled(completeOAuthFx, { scope, params: returned });
    expect(result.status).toBe('done');
    expect(confirm).toHaveBeenCalledWith(returned);
    expect(scope.getState($currentUser)).toMatchObject({
      userId: 'u-sam',
      name: 'Sam Social',
      email: 'social@example.com',
      pictureUrl: 'https://example.com/sam.svg',
      roles: ['user-role'],
      subscription: 1,
    });
    expect(remember).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'fresh-token', name: 'Sam Social' }),
    );
  });

  it('stays signed in, as "User", when the record cannot be read', async () => {
    const { scope } = setup(() => Promise.reject(new Error('offline')));
    const result = await allSettled(completeOAuthFx, { scope, params: returned });
    expect(result.status).toBe('done');
    expect(scope.getState($session)?.token).toBe('fresh-token');
    expect(scope.getState($currentUser)?.name).toBe('User');
  });

  it('fails without reading a profile when the returned token is refused', async () => {
    const load = vi.fn(() => Promise.resolve(sam));
    const scope = fork({
      handlers: [
        [confirmOAuthTokenFx, () => Promise.reject(new Error('Invalid token'))],
        [loadOwnProfileFx, load],
        [rememberProfileFx, vi.fn()],
      ],
    });
    const result = await allSettled(completeOAuthFx, { scope, params: returned });
    expect(result.status).toBe('fail');
    expect(load).not.toHaveBeenCalled();
    expect(scope.getState($session)).toBeNull();
  });
});

describe('profileChanged', () => {
  it('shows a changed name in the session and keeps it in storage', async () => {
    const remember = vi.fn();
    const scope = fork({ handlers: [[rememberProfileFx, remember]] });
    await allSettled(sessionRestored, { scope, params: { ...refreshed, userId: 'u-new' } });
    await allSettled(profileChanged, { scope, params: { name: 'Nora Newcomer' } });
    expect(scope.getState($currentUser)?.name).toBe('Nora Newcomer');
    expect(remember).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'fresh-token', name: 'Nora Newcomer' }),
    );
  });

  it('does nothing when signed out', async () => {
    const remember = vi.fn();
    const scope = fork({ handlers: [[rememberProfileFx, remember]] });
    await allSettled(profileChanged, { scope, params: { name: 'Nobody' } });
    expect(scope.getState($session)).toBeNull();
    expect(remember).not.toHaveBeenCalled();
  });
});
