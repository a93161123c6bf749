import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOKEN_TTL_MS,
  ERRORS,
  PlatformHttpError,
  REMEMBER_TOKEN_TTL_MS,
  memoryTokenStorage,
  type AuthData,
  type AuthEvent,
} from '../src/index.ts';
import { fakeJwt, json, makeClient, type Handler } from './helpers.ts';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const HOUR = 60 * 60_000;

function session(overrides: Partial<AuthData> = {}): AuthData {
  return {
    token: 'old',
    expireDate: new Date(T0 + HOUR).toISOString(),
    roles: ['role-user'],
    groups: [],
    name: 'Ada',
    remember: true,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login', () => {
  it('posts the credentials without bearer, stores the session and tells listeners', async () => {
    const storage = memoryTokenStorage();
    const { client, calls } = makeClient(
      () => ({
        auth: {
          token: 'abc',
          expireDate: '2026-01-02T00:00:00.000Z',
          userId: 'u1',
          name: 'Ada',
          roles: ['r1'],
          groups: ['g1'],
          subscription: 2,
        },
      }),
      { tokenStorage: storage },
    );
    const events: AuthEvent[] = [];
    client.auth.onChange((e) => events.push(e));
    const result = await client.auth.login({ email: 'ada@example.com', password: 'pw' });
    expect(result).toMatchObject({ success: true, auth: { token: 'abc', userId: 'u1', roles: ['r1'] } });
    expect(calls[0]?.path).toBe('/api/auth/getToken');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'pw',
      remember: true,
      includeUserInfo: true,
    });
    expect(storage.get()?.token).toBe('abc');
    expect(client.auth.isAuthenticated()).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['login']);
  });

  it('defaults the lifetime to 30 days with remember (the default) and 24 h without', async () => {
    const { client } = makeClient(() => ({ auth: { token: 'abc' } }));
    const remembered = await client.auth.login({ email: 'a@b.co', password: 'p' });
    expect(remembered.success && Date.parse(remembered.auth.expireDate) - T0).toBe(REMEMBER_TOKEN_TTL_MS);
    const session24 = await client.auth.login({ email: 'a@b.co', password: 'p', remember: false });
    expect(session24.success && Date.parse(session24.auth.expireDate) - T0).toBe(DEFAULT_TOKEN_TTL_MS);
  });

  it('names a user without display name "User" and fills empty roles and groups', async () => {
    const { client } = makeClient(() => ({ auth: { token: 'abc', name: null } }));
    const result = await client.auth.login({ email: 'a@b.co', password: 'p' });
    expect(result).toMatchObject({ success: true, auth: { name: 'User', roles: [], groups: [] } });
  });

  it('returns success false with the server message, or "Login failed"', async () => {
    const { client } = makeClient((_r, i) =>
      i === 0 ? json({ message: 'Wrong password' }, 401) : new Response('<html>', { status: 500 }),
    );
    expect(await client.auth.login({ email: 'a@b.co', password: 'p' })).toEqual({
      success: false,
      error: 'Wrong password',
      status: 401,
    });
    expect(await client.auth.login({ email: 'a@b.co', password: 'p' })).toEqual({
      success: false,
      error: 'Login failed',
      status: 500,
    });
  });

  it('reads an `error` field, and reports a network failure as "Login failed"', async () => {
    const { client } = makeClient((_r, i) => {
      if (i === 0) return json({ error: 'Locked' }, 403);
      throw new TypeError('network down');
    });
    expect(await client.auth.login({ email: 'a@b.co', password: 'p' })).toMatchObject({ error: 'Locked' });
    expect(await client.auth.login({ email: 'a@b.co', password: 'p' })).toEqual({
      success: false,
      error: ERRORS.LOGIN_FAILED,
    });
  });

  it('rejects an answer without token as an invalid token response', async () => {
    const { client } = makeClient(() => ({ auth: {} }));
    expect(await client.auth.login({ email: 'a@b.co', password: 'p' })).toEqual({
      success: false,
      error: 'Authentication failed: Invalid token response',
    });
    expect(client.auth.current).toBeNull();
  });
});

describe('Google and Facebook login', () => {
  it('sends the identity token with its email claim', async () => {
    const { client, calls } = makeClient(() => ({ auth: { token: 'g' } }));
    const idToken = fakeJwt({ email: 'ayşe@example.com', name: 'Ayşe' });
    const result = await client.auth.loginWithGoogle({ idToken });
    expect(result.success).toBe(true);
    expect(calls[0]?.body).toMatchObject({ provider: 'google', idToken, email: 'ayşe@example.com' });
  });

  it.each([['not-a-jwt'], [fakeJwt({ sub: '1' })], ['a.!!!.c'], [`a.${btoa('"str"')}.c`]])(
    'fails without a request when the token %s has no email claim',
    async (idToken) => {
      const { client, calls } = makeClient();
      expect(await client.auth.loginWithGoogle({ idToken })).toEqual({
        success: false,
        error: 'User not found or authentication failed',
        status: 401,
      });
      expect(calls).toHaveLength(0);
    },
  );

  it('maps an unknown Google user to 401 and other failures to "Google login failed"', async () => {
    const { client } = makeClient((_r, i) => new Response('', { status: i === 0 ? 404 : 500 }));
    const idToken = fakeJwt({ email: 'x@y.co' });
    expect(await client.auth.loginWithGoogle({ idToken })).toMatchObject({
      error: ERRORS.USER_NOT_FOUND,
      status: 401,
    });
    expect(await client.auth.loginWithGoogle({ idToken })).toMatchObject({
      error: 'Google login failed',
      status: 500,
    });
  });

  it('reports Facebook failures as "Facebook login failed"', async () => {
    const { client, calls } = makeClient(() => new Response('', { status: 500 }));
    expect(await client.auth.loginWithFacebook({ accessToken: 'fb' })).toMatchObject({
      success: false,
      error: 'Facebook login failed',
    });
    expect(calls[0]?.body).toMatchObject({ provider: 'facebook', accessToken: 'fb' });
  });

  it('builds social login and OAuth URLs with scopes email and profile', () => {
    const { client } = makeClient();
    expect(client.auth.socialLoginUrl('github')).toBe('http://platform.test/api/auth/github');
    const google = new URL(
      client.auth.googleAuthUrl({ clientId: 'cid', redirectUri: 'http://app/cb', state: 's' }),
    );
    expect(google.origin).toBe('https://accounts.google.com');
    expect(google.searchParams.get('scope')).toBe('email profile');
    expect(google.searchParams.get('client_id')).toBe('cid');
    expect(google.searchParams.get('state')).toBe('s');
    const facebook = new URL(client.auth.facebookAuthUrl({ clientId: 'fid', redirectUri: 'http://app/cb' }));
    expect(facebook.hostname).toBe('www.facebook.com');
    expect(facebook.searchParams.get('scope')?.split(',')).toEqual(['email', 'public_profile']);
    expect(facebook.searchParams.has('state')).toBe(false);
  });
});

describe('password reset and change', () => {
  it('runs the workflow function sendResetPasswordEmail with the email', async () => {
    const { client, calls } = makeClient(() => ({ result: true }));
    await client.auth.sendPasswordReset('a@b.co');
    expect(calls[0]?.path).toBe('/api/workflow/runFunction');
    expect(calls[0]?.body).toMatchObject({
      functionName: 'sendResetPasswordEmail',
      params: { email: 'a@b.co' },
    });
  });

  it('changes the password through /api/auth/changePassword', async () => {
    const { client, calls } = makeClient(() => ({}));
    await client.auth.changePassword({ oldPassword: 'a', newPassword: 'b', email: 'a@b.co' });
    expect(calls[0]).toMatchObject({
      path: '/api/auth/changePassword',
      body: { oldPassword: 'a', newPassword: 'b' },
    });
  });
});

describe('account operations', () => {
  const signedInStorage = () => {
    const storage = memoryTokenStorage();
    storage.set(session({ expireDate: new Date(T0 + 24 * HOUR).toISOString() }));
    return storage;
  };

  it('signs out other devices through accountOps and answers how many', async () => {
    const { client, calls } = makeClient(() => ({ result: { success: true, signedOut: 2 } }), {
      tokenStorage: signedInStorage(),
    });
    await expect(client.auth.signOutOtherDevices()).resolves.toBe(2);
    expect(calls[0]?.body).toMatchObject({
      functionName: 'accountOps',
      params: { op: 'signOutOtherDevices' },
    });
    expect(client.auth.current).not.toBeNull();
  });

  it('deletes the account with the email, then signs out here and tells the listeners', async () => {
    const { client, calls } = makeClient(
      () => ({ result: { success: true, deleted: { GsbUser: 1, VegJournal: 3, odd: 'x' } } }),
      { tokenStorage: signedInStorage() },
    );
    const events: string[] = [];
    client.auth.onChange((event) => events.push(event.type));
    await expect(client.auth.deleteAccount('a@b.co')).resolves.toEqual({ GsbUser: 1, VegJournal: 3 });
    expect(calls[0]?.body).toMatchObject({
      functionName: 'accountOps',
      params: { op: 'deleteAccount', email: 'a@b.co' },
    });
    expect(client.auth.current).toBeNull();
    expect(events).toEqual(['logout']);
  });

  it('names a wrong email and a refused admin, keeps the session, and reports other failures', async () => {
    const answers = [
      { result: { success: false, error: ERRORS.ACCOUNT_EMAIL_MISMATCH } },
      { result: { success: false, error: ERRORS.ADMIN_ACCOUNT_REFUSED } },
      { result: { success: false, error: 'Database unavailable' } },
      json({ message: 'boom' }, 500),
    ];
    const { client } = makeClient((_, index) => answers[index], { tokenStorage: signedInStorage() });
    await expect(client.auth.deleteAccount('x@y.z')).rejects.toMatchObject({
      code: 'ACCOUNT_EMAIL_MISMATCH',
    });
    await expect(client.auth.deleteAccount('x@y.z')).rejects.toMatchObject({ code: 'ADMIN_ACCOUNT_REFUSED' });
    await expect(client.auth.deleteAccount('x@y.z')).rejects.toMatchObject({
      code: 'DELETE_ACCOUNT_FAILED',
      details: { error: 'Database unavailable' },
    });
    await expect(client.auth.signOutOtherDevices()).rejects.toMatchObject({
      code: 'SIGN_OUT_OTHER_DEVICES_FAILED',
    });
    expect(client.auth.current).not.toBeNull();
  });

  it('reads and sets the newsletter for the account’s own email; anything unclear is not subscribed', async () => {
    const answers = [
      { result: { success: true, subscribed: true, since: '2026-11-01T09:00:00.000Z' } },
      { result: { success: true, subscribed: 'yes', since: 7 } },
      { result: { success: true, subscribed: false, since: '2026-11-02T09:00:00.000Z' } },
      { result: { success: false, error: 'Unknown account operation' } },
    ];
    const { client, calls } = makeClient((_, index) => answers[index], { tokenStorage: signedInStorage() });
    await expect(client.auth.newsletter()).resolves.toEqual({
      subscribed: true,
      since: '2026-11-01T09:00:00.000Z',
    });
    await expect(client.auth.newsletter()).resolves.toEqual({ subscribed: false, since: null });
    await expect(client.auth.setNewsletter(false)).resolves.toMatchObject({ subscribed: false });
    expect(calls[2]?.body).toMatchObject({
      functionName: 'accountOps',
      params: { op: 'setNewsletter', subscribed: false },
    });
    await expect(client.auth.setNewsletter(true)).rejects.toMatchObject({ code: 'NEWSLETTER_FAILED' });
  });
});

describe('refresh', () => {
  const refreshAnswer: Handler = (r) =>
    r.path === '/api/auth/refreshToken'
      ? { auth: { token: 'new', expireDate: new Date(Date.now() + HOUR).toISOString() } }
      : {};

  it('is scheduled 3 minutes before expiry and keeps the user data', async () => {
    const storage = memoryTokenStorage(session());
    const { client, calls } = makeClient(refreshAnswer, { tokenStorage: storage });
    const events: string[] = [];
    client.auth.onChange((e) => events.push(e.type));
    await vi.advanceTimersByTimeAsync(HOUR - 3 * 60_000 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refreshToken']);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body.token).toBe('old');
    expect(storage.get()).toMatchObject({ token: 'new', name: 'Ada', roles: ['role-user'] });
    expect(events).toEqual(['refresh']);
    // ...and the next one is scheduled from the new expiry.
    await vi.advanceTimersByTimeAsync(HOUR - 3 * 60_000);
    expect(calls).toHaveLength(2);
    client.dispose();
  });

  it('refreshes at once when the stored expiry is unreadable or past', async () => {
    const { calls, client } = makeClient(refreshAnswer, {
      tokenStorage: memoryTokenStorage(session({ expireDate: 'x' })),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    client.dispose();
  });

  it('chains timers for lifetimes beyond the setTimeout limit (30 days)', async () => {
    const { client, calls } = makeClient(refreshAnswer);
    const login = makeClient(() => ({ auth: { token: 'abc' } }), { tokenStorage: memoryTokenStorage() });
    await login.client.auth.login({ email: 'a@b.co', password: 'p' });
    await vi.advanceTimersByTimeAsync(2 ** 31);
    expect(login.calls).toHaveLength(1); // not fired early
    await vi.advanceTimersByTimeAsync(REMEMBER_TOKEN_TTL_MS - 3 * 60_000 - 2 ** 31);
    expect(login.calls.map((c) => c.path)).toEqual(['/api/auth/getToken', '/api/auth/refreshToken']);
    expect(calls).toHaveLength(0);
    client.dispose();
    login.client.dispose();
  });

  it('retries a failed refresh 3 times 30 s apart, then reports the session expired', async () => {
    const storage = memoryTokenStorage(session());
    const { client, calls } = makeClient(() => new Response('', { status: 500 }), { tokenStorage: storage });
    const events: string[] = [];
    client.auth.onChange((e) => events.push(e.type));
    await vi.advanceTimersByTimeAsync(HOUR - 3 * 60_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    expect(events).toEqual(['expired']);
    expect(storage.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(4); // stopped
  });

  it('recovers when a retry succeeds', async () => {
    const storage = memoryTokenStorage(session());
    const { client } = makeClient(
      (_r, i) => (i === 0 ? new Response('', { status: 500 }) : refreshAnswer(_r, i)),
      {
        tokenStorage: storage,
      },
    );
    await vi.advanceTimersByTimeAsync(HOUR - 3 * 60_000 + 30_000);
    expect(storage.get()?.token).toBe('new');
    client.dispose();
  });

  it('does not expire a session that was logged out while retrying', async () => {
    const { client } = makeClient(() => new Response('', { status: 500 }), {
      tokenStorage: memoryTokenStorage(session()),
    });
    const events: string[] = [];
    client.auth.onChange((e) => events.push(e.type));
    await vi.advanceTimersByTimeAsync(HOUR - 3 * 60_000 - 1);
    const refreshing = client.auth.refresh().catch(() => undefined);
    client.auth.logout();
    await refreshing;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(events).toEqual(['logout']);
  });

  it('a logout during a refresh is not undone, and a newer login wins over the refresh', async () => {
    const storage = memoryTokenStorage(session());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client } = makeClient(
      async () => {
        await gate;
        return { auth: { token: 'refreshed' } };
      },
      { tokenStorage: storage },
    );
    const refreshing = client.auth.refresh();
    client.auth.logout();
    release();
    await expect(refreshing).rejects.toMatchObject({ code: 'NO_TOKEN_TO_REFRESH' });
    expect(storage.get()).toBeNull();

    storage.set(session());
    let releaseAgain: () => void = () => undefined;
    const secondGate = new Promise<void>((resolve) => (releaseAgain = resolve));
    const second = makeClient(
      async () => {
        await secondGate;
        return { auth: { token: 'refreshed' } };
      },
      { tokenStorage: storage },
    );
    const pending = second.client.auth.refresh();
    storage.set(session({ token: 'fresh-login' }));
    releaseAgain();
    await expect(pending).resolves.toMatchObject({ token: 'fresh-login' });
    expect(storage.get()?.token).toBe('fresh-login');
    second.client.dispose();
  });

  it('is single-flight: concurrent refreshes share one request', async () => {
    const { client, calls } = makeClient(refreshAnswer, { tokenStorage: memoryTokenStorage(session()) });
    const all = await Promise.all(Array.from({ length: 5 }, () => client.auth.refresh()));
    expect(calls).toHaveLength(1);
    expect(new Set(all.map((a) => a.token))).toEqual(new Set(['new']));
    client.dispose();
  });

  it('fails with "No token to refresh" when signed out', async () => {
    const { client, calls } = makeClient(refreshAnswer);
    await expect(client.auth.refresh()).rejects.toThrow('No token to refresh');
    expect(calls).toHaveLength(0);
  });

  it('fails with "Token refresh failed: Invalid response" on an answer without token', async () => {
    const { client } = makeClient(() => ({ auth: {} }), { tokenStorage: memoryTokenStorage(session()) });
    await expect(client.auth.refresh()).rejects.toMatchObject({
      code: 'TOKEN_REFRESH_INVALID_RESPONSE',
      message: 'Token refresh failed: Invalid response',
    });
    client.dispose();
  });

  it('20 concurrent calls answered 401 cause exactly one refresh, and all 20 succeed', async () => {
    const handler: Handler = (r) => {
      if (r.path === '/api/auth/refreshToken') return { auth: { token: 'new' } };
      return r.headers.Authorization === 'Bearer new' ? { result: r.body.params } : json({}, 401);
    };
    const { client, calls } = makeClient(handler, { tokenStorage: memoryTokenStorage(session()) });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.workflow.runFunction('echo', { i })),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => ({ i })));
    expect(calls.filter((c) => c.path === '/api/auth/refreshToken')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/workflow/runFunction')).toHaveLength(40);
    client.dispose();
  });

  it('batched entity calls answered 401 refresh once and are retried as one bulk', async () => {
    const handler: Handler = (r) => {
      if (r.path === '/api/auth/refreshToken') return { auth: { token: 'new' } };
      if (r.headers.Authorization !== 'Bearer new') return json({}, 401);
      const bulk = r.body.bulkCalls as { reqId: string }[];
      return { results: bulk.map((c) => ({ reqId: c.reqId, response: '{"deleteCount":1}' })) };
    };
    const { client, paths } = makeClient(handler, { tokenStorage: memoryTokenStorage(session()) });
    const pending = Promise.all(
      [1, 2, 3].map((i) => client.entity.delete({ entityName: 'A', entityId: String(i) })),
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toEqual([{ deleteCount: 1 }, { deleteCount: 1 }, { deleteCount: 1 }]);
    expect(paths()).toEqual(['/api/entity/bulk', '/api/auth/refreshToken', '/api/entity/bulk']);
    client.dispose();
  });

  it('retries a 401 only once, then throws the 401', async () => {
    const { client, paths } = makeClient(
      (r) => (r.path === '/api/auth/refreshToken' ? { auth: { token: 'new' } } : json({}, 401)),
      { tokenStorage: memoryTokenStorage(session()) },
    );
    const error = await client.workflow.runFunction('f').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformHttpError);
    expect((error as PlatformHttpError).status).toBe(401);
    expect(paths()).toEqual([
      '/api/workflow/runFunction',
      '/api/auth/refreshToken',
      '/api/workflow/runFunction',
    ]);
    client.dispose();
  });

  it('does not retry a 401 when the refresh fails or nobody is signed in', async () => {
    const failing = makeClient((r) => (r.path === '/api/auth/refreshToken' ? json({}, 500) : json({}, 401)), {
      tokenStorage: memoryTokenStorage(session()),
    });
    await expect(failing.client.workflow.runFunction('f')).rejects.toMatchObject({ status: 401 });
    expect(failing.paths()).toEqual(['/api/workflow/runFunction', '/api/auth/refreshToken']);
    // A server failure is not the end of the session: it stays, for the next try.
    expect(failing.client.auth.current).not.toBeNull();
    failing.client.dispose();
    const anonymous = makeClient(() => json({}, 401));
    await expect(anonymous.client.workflow.runFunction('f')).rejects.toMatchObject({ status: 401 });
    expect(anonymous.paths()).toEqual(['/api/workflow/runFunction']);
  });

  it('ends the session here when the platform refuses to renew it (it was ended elsewhere)', async () => {
    const { client } = makeClient(() => json({ message: 'No token to refresh' }, 401), {
      tokenStorage: memoryTokenStorage(session()),
    });
    const events: AuthEvent[] = [];
    client.auth.onChange((event) => events.push(event));
    await expect(client.workflow.runFunction('f')).rejects.toMatchObject({ status: 401 });
    expect(client.auth.current).toBeNull();
    expect(events).toEqual([{ type: 'expired', auth: null }]);
    client.dispose();
  });

  it('retries without a new refresh when the token already changed meanwhile', async () => {
    const storage = memoryTokenStorage(session());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, paths } = makeClient(
      async (r) => {
        if (r.headers.Authorization === 'Bearer old') {
          await gate;
          return json({}, 401);
        }
        return { result: 'ok' };
      },
      { tokenStorage: storage },
    );
    const pending = client.workflow.runFunction('f');
    storage.set(session({ token: 'rotated' }));
    release();
    await expect(pending).resolves.toBe('ok');
    expect(paths()).toEqual(['/api/workflow/runFunction', '/api/workflow/runFunction']);
  });
});

describe('logout', () => {
  it('clears the token and every timer, and tells listeners', async () => {
    const storage = memoryTokenStorage(session());
    const { client, calls } = makeClient(() => ({}), { tokenStorage: storage });
    const events: AuthEvent[] = [];
    const unsubscribe = client.auth.onChange((e) => events.push(e));
    client.auth.logout();
    expect(storage.get()).toBeNull();
    expect(client.auth.getToken()).toBeNull();
    expect(events).toEqual([{ type: 'logout', auth: null }]);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(calls).toHaveLength(0);
    unsubscribe();
    client.auth.logout();
    expect(events).toHaveLength(1);
  });
});
