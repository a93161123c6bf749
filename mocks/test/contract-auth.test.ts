import { ERRORS, PlatformHttpError } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { ADMIN_ROLE_ID, REFERRER_GROUP_ID, USER_ROLE_ID, userIdFor } from '../src/ids.ts';
import { BASE, call, fakeJwt, login, PASSWORD, sdk, signedIn, useEmulator, type Json } from './helpers.ts';

// The emulator's clock starts at real time (the SDK schedules refreshes on the real clock) and is moved by hand.
let clock = Date.now();
const { emulator } = useEmulator({ now: () => clock });

describe('auth/getToken', () => {
  it('signs in a demo account through the SDK with roles, groups, subscription and user info', async () => {
    const client = sdk();
    const result = await client.auth.login({ email: 'team@example.com', password: PASSWORD });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.auth.userId).toBe(userIdFor('team@example.com'));
    expect(result.auth.name).toBe('Deniz Arslan');
    expect(result.auth.roles).toEqual([USER_ROLE_ID]);
    expect(result.auth.subscription).toBe(8);
    expect(Date.parse(result.auth.expireDate) - clock).toBe(30 * 24 * 3600 * 1000);
  });

  it('marks the admin and the referrer by role and group ids', async () => {
    const admin = await signedIn('admin@example.com');
    expect(admin.auth.current?.roles[0]).toBe(ADMIN_ROLE_ID);
    const referrer = await signedIn('referrer@example.com');
    expect(referrer.auth.current?.groups).toEqual([REFERRER_GROUP_ID]);
  });

  it('answers 401 "Login failed" for a wrong password, an unknown account and a malformed email', async () => {
    for (const body of [
      { email: 'team@example.com', password: 'wrong' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email: 'not-an-email', password: PASSWORD },
    ]) {
      const answer = await call('/api/auth/getToken', body);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(ERRORS.LOGIN_FAILED);
    }
    const result = await sdk().auth.login({ email: 'team@example.com', password: 'nope' });
    expect(result).toMatchObject({ success: false, error: ERRORS.LOGIN_FAILED, status: 401 });
  });

  it('keeps tenants apart: a user of one tenant cannot sign in to another', async () => {
    const answer = await call('/api/auth/getToken', { email: 'other@example.com', password: PASSWORD });
    expect(answer.status).toBe(401);
    await expect(login('other@example.com', 'other')).resolves.toEqual(expect.any(String));
  });

  it('signs in with a Google identity token and refuses unknown identities', async () => {
    const ok = await sdk().auth.loginWithGoogle({ idToken: fakeJwt({ email: 'premium@example.com' }) });
    expect(ok.success).toBe(true);
    const unknown = await sdk().auth.loginWithGoogle({ idToken: fakeJwt({ email: 'stranger@example.com' }) });
    expect(unknown).toMatchObject({ success: false, error: ERRORS.USER_NOT_FOUND, status: 401 });
    const raw = await call('/api/auth/getToken', { provider: 'google', idToken: 'not-a-jwt' });
    expect(raw.body.message).toBe(ERRORS.USER_NOT_FOUND);
  });

  it('signs in with a demo Facebook access token', async () => {
    const result = await sdk().auth.loginWithFacebook({ accessToken: 'demo:pro@example.com' });
    expect(result.success && result.auth.email).toBe('pro@example.com');
    const social = await sdk().auth.loginWithFacebook({ accessToken: 'anything' });
    expect(social.success && social.auth.email).toBe('social@example.com');
  });
});

describe('tokens, expiry and refresh', () => {
  it('answers 401 "Session expired" after the token lifetime, and refreshes without a bearer', async () => {
    emulator.configure({ tokenLifetimeMs: 10 * 60_000 });
    try {
      const client = await signedIn('premium@example.com');
      const token = client.auth.getToken() ?? '';
      expect((await call('/api/entity/query', { entityName: 'VegClient' }, token)).status).toBe(200);
      clock += 11 * 60_000;
      const expired = await call('/api/entity/query', { entityName: 'VegClient' }, token);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(ERRORS.SESSION_EXPIRED);
      // The SDK refreshes on 401 and retries: the call succeeds with a new token.
      const { entities } = await client.entity.query({ entityName: 'VegClient' });
      expect(entities).toHaveLength(1);
      expect(client.auth.getToken()).not.toBe(token);
    } finally {
      emulator.configure({ tokenLifetimeMs: undefined });
    }
  });

  it('rotates tokens: after a refresh the old token is refused', async () => {
    const client = await signedIn('free@example.com');
    const old = client.auth.getToken() ?? '';
    await client.auth.refresh();
    expect((await call('/api/entity/query', { entityName: 'VegClient' }, old)).body.message).toBe(
      EMULATOR_MESSAGES.INVALID_TOKEN,
    );
    expect(
      (await call('/api/entity/query', { entityName: 'VegClient' }, client.auth.getToken() ?? '')).status,
    ).toBe(200);
  });

  it('refreshes from the refresh cookie and from the latest session (the browser cookie jar)', async () => {
    const first = await call('/api/auth/getToken', { email: 'pro@example.com', password: PASSWORD });
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^gsb_refresh=/);
    const byCookie = await fetch(`${BASE}/api/auth/refreshToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie.split(';')[0] ?? '' },
      body: JSON.stringify({ variation: { tenantCode: 'emotion', languageCode: 'en-US' } }),
    });
    expect(byCookie.status).toBe(200);
    const jar = await call('/api/auth/refreshToken', {});
    expect(((jar.body.auth as Json).token as string).length).toBeGreaterThan(20);
  });

  it('answers 401 "No token to refresh" when there is no session', async () => {
    const answer = await call('/api/auth/refreshToken', {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: ERRORS.NO_TOKEN_TO_REFRESH });
  });

  it('refuses a token of another tenant and a made-up token', async () => {
    const other = await login('other@example.com', 'other');
    const cross = await call('/api/entity/query', { entityName: 'VegClient' }, other);
    expect(cross.status).toBe(401);
    expect(cross.body.message).toBe(EMULATOR_MESSAGES.TENANT_MISMATCH);
    expect((await call('/api/entity/query', { entityName: 'VegClient' }, 'made-up')).status).toBe(401);
  });

  it('logs out: the token stops working', async () => {
    const token = await login('free@example.com');
    expect((await call('/api/auth/logout', {}, token)).status).toBe(200);
    expect((await call('/api/entity/query', { entityName: 'VegClient' }, token)).status).toBe(401);
  });
});

describe('auth/changePassword and the reset e-mail', () => {
  it('changes the password with the old one, and refuses a wrong old one', async () => {
    const client = await signedIn('free@example.com');
    await expect(
      client.auth.changePassword({ oldPassword: 'wrong', newPassword: 'New-pass-2' }),
    ).rejects.toBeInstanceOf(PlatformHttpError);
    const wrong = await call(
      '/api/auth/changePassword',
      { oldPassword: 'wrong', newPassword: 'x' },
      client.auth.getToken() ?? '',
    );
    expect(wrong.body.message).toBe(EMULATOR_MESSAGES.OLD_PASSWORD_INCORRECT);
    await client.auth.changePassword({ oldPassword: PASSWORD, newPassword: 'New-pass-2' });
    expect((await sdk().auth.login({ email: 'free@example.com', password: 'New-pass-2' })).success).toBe(
      true,
    );
    expect((await sdk().auth.login({ email: 'free@example.com', password: PASSWORD })).success).toBe(false);
  });

  it('sends a reset link to the mailbox whose token works once with changePassword', async () => {
    await sdk().auth.sendPasswordReset('premium@example.com');
    await sdk().auth.sendPasswordReset('nobody@example.com');
    expect(emulator.mailbox).toHaveLength(1);
    const mail = emulator.mailbox[0];
    expect(mail?.to).toBe('premium@example.com');
    const resetToken = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    await sdk().auth.changePassword({
      resetToken,
      email: 'premium@example.com',
      newPassword: 'Reset-pass-3',
    });
    expect((await sdk().auth.login({ email: 'premium@example.com', password: 'Reset-pass-3' })).success).toBe(
      true,
    );
    const again = await call('/api/auth/changePassword', { resetToken, newPassword: 'Other-4' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EMULATOR_MESSAGES.RESET_TOKEN_INVALID);
    const mailbox: unknown = await (await fetch(`${BASE}/__emulator/mailbox`)).json();
    expect(mailbox).toMatchObject({ messages: [{ to: 'premium@example.com' }] });
  });

  it('expires reset links after an hour and requires a new password', async () => {
    await call('/api/workflow/runFunction', {
      functionName: 'sendResetPasswordEmail',
      params: { email: 'pro@example.com' },
    });
    const resetToken = new URL(emulator.mailbox[0]?.link ?? '').searchParams.get('token') ?? '';
    expect((await call('/api/auth/changePassword', { resetToken, newPassword: '' })).body.message).toBe(
      EMULATOR_MESSAGES.NEW_PASSWORD_REQUIRED,
    );
    expect(
      (await call('/api/auth/changePassword', { resetToken, newPassword: 'x'.repeat(321) })).body.message,
    ).toBe(ERRORS.PASSWORD_TOO_LONG);
    clock += 61 * 60 * 1000;
    expect(
      (await call('/api/auth/changePassword', { resetToken, newPassword: 'Later-5' })).body.message,
    ).toBe(EMULATOR_MESSAGES.RESET_TOKEN_INVALID);
  });
});
