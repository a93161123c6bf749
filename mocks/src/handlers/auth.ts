/**
 * /api/auth: getToken (password or Google identity token), refreshToken (no bearer: the refresh token in
 * the body, the `gsb_refresh` cookie, or the tenant's latest session, standing in for the browser's
 * cookie jar), changePassword (old password, or a reset token from the mailbox), logout.
 */
import { ERRORS, validateEmail, validatePassword } from '@emotion-guru/platform-sdk';
import { hashPassword, newSalt, PBKDF2_ITERATIONS, verifyPassword } from '../auth/passwords.ts';
import { authPayload, createSession, latestSession, REFRESH_LIFETIME_MS } from '../auth/sessions.ts';
import type { Session, TenantData } from '../db/tenant.ts';
import type { Database } from '../db/database.ts';
import type { Row } from '../query/types.ts';
import { SOCIAL_DEMO } from '../seed/accounts.ts';
import { bool, str } from './body.ts';
import { EMULATOR_MESSAGES, HttpError, ok, type CallContext, type Reply } from './context.ts';

function refreshCookie(session: Session): Record<string, string> {
  return {
    'Set-Cookie': `gsb_refresh=${session.refreshToken}; Path=/; SameSite=Lax; HttpOnly; Max-Age=${REFRESH_LIFETIME_MS / 1000}`,
  };
}

export function findUserByEmail(db: Database, tenant: TenantData, email: string): Row | undefined {
  const wanted = email.trim().toLowerCase();
  return db
    .rows(tenant, 'GsbUser')
    .find((u) => typeof u.email === 'string' && u.email.toLowerCase() === wanted);
}

/** Decodes the payload of a JWT without verifying it (the emulator trusts the demo identity provider). */
function decodeJwtEmail(token: string): string | undefined {
  const part = token.split('.')[1];
  if (part === undefined) return undefined;
  try {
    const json: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof json === 'object' && json !== null && 'email' in json && typeof json.email === 'string')
      return json.email;
  } catch {
    // An undecodable token is a failed Google login, reported below.
  }
  return undefined;
}

export async function getToken(ctx: CallContext, body: Row): Promise<Reply> {
  const { db, tenant } = ctx;
  const provider = str(body, 'provider');
  const googleToken = str(body, 'idToken', 'googleToken', 'credential');
  const facebookToken = str(body, 'accessToken');
  let user: Row | undefined;
  if (provider === 'google' || (provider === undefined && googleToken !== undefined)) {
    // The emulator trusts the identity token's email claim (it does not verify Google's signature).
    const email = googleToken === undefined ? undefined : decodeJwtEmail(googleToken);
    const claimed = str(body, 'email');
    user =
      email === undefined || (claimed !== undefined && claimed.toLowerCase() !== email.toLowerCase())
        ? undefined
        : findUserByEmail(db, tenant, email);
    if (user === undefined) throw new HttpError(401, ERRORS.USER_NOT_FOUND);
  } else if (provider === 'facebook') {
    // A demo access token: `demo:<email>` or a JWT with an email claim signs in as that account; any
    // other token is the social demo identity.
    if (facebookToken === undefined) throw new HttpError(401, ERRORS.FACEBOOK_LOGIN_FAILED);
    const email = facebookToken.startsWith('demo:')
      ? facebookToken.slice(5)
      : (decodeJwtEmail(facebookToken) ?? SOCIAL_DEMO.email);
    user = findUserByEmail(db, tenant, email);
    if (user === undefined) throw new HttpError(401, ERRORS.FACEBOOK_LOGIN_FAILED);
  } else {
    const email = str(body, 'email', 'userName', 'username') ?? '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!validateEmail(email).valid || !validatePassword(password).valid)
      throw new HttpError(401, ERRORS.LOGIN_FAILED);
    user = findUserByEmail(db, tenant, email);
    const credential = user === undefined ? undefined : tenant.credentials.get(String(user.id));
    if (credential === undefined || !(await verifyPassword(password, credential))) {
      throw new HttpError(401, ERRORS.LOGIN_FAILED);
    }
  }
  if (user === undefined) throw new HttpError(401, ERRORS.LOGIN_FAILED);
  const session = createSession(
    tenant,
    String(user.id),
    bool(body, 'remember', true),
    ctx.now,
    ctx.state.config,
  );
  ctx.state.onChange(tenant.code);
  return ok(authPayload(db, tenant, session, bool(body, 'includeUserInfo', false)), refreshCookie(session));
}

function cookie(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function refreshToken(ctx: CallContext, body: Row): Reply {
  const { tenant } = ctx;
  // What identifies the session to renew, most explicit first: a refresh token, the previous access
  // token (the SDK sends `{ token }`, possibly expired), the refresh cookie, the bearer, and finally the
  // tenant's latest session (the browser's cookie jar, which fetch in Node does not keep).
  const sessions = [...tenant.sessions.values()];
  const byRefresh = str(body, 'refreshToken') ?? cookie(ctx.headers, 'gsb_refresh');
  const byToken = str(body, 'token');
  const previous =
    byRefresh !== undefined
      ? sessions.find((s) => s.refreshToken === byRefresh && s.revoked !== true)
      : byToken !== undefined
        ? sessions.find((s) => s.token === byToken && s.revoked !== true)
        : (ctx.session ?? (ctx.state.refreshFromLatestSession ? latestSession(tenant) : undefined));
  if (previous === undefined || previous.revoked === true)
    throw new HttpError(401, ERRORS.NO_TOKEN_TO_REFRESH);
  if (previous.expiresAt + REFRESH_LIFETIME_MS < ctx.now) throw new HttpError(401, ERRORS.SESSION_EXPIRED);
  // Rotation: the old access token stops working the moment a new one is issued.
  previous.revoked = true;
  tenant.sessions.delete(previous.token);
  const next = createSession(tenant, previous.userId, previous.remember, ctx.now, ctx.state.config);
  ctx.state.onChange(tenant.code);
  return ok(authPayload(ctx.db, tenant, next, bool(body, 'includeUserInfo', false)), refreshCookie(next));
}

async function setPassword(ctx: CallContext, userId: string, email: string, password: string): Promise<void> {
  const salt = newSalt();
  ctx.tenant.credentials.set(userId, {
    userId,
    email,
    salt,
    hash: await hashPassword(password, salt),
    iterations: PBKDF2_ITERATIONS,
  });
}

export async function changePassword(ctx: CallContext, body: Row): Promise<Reply> {
  const { tenant } = ctx;
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
  if (newPassword.length === 0) throw new HttpError(400, EMULATOR_MESSAGES.NEW_PASSWORD_REQUIRED);
  const tooLong = validatePassword(newPassword).errors[0];
  if (tooLong !== undefined) throw new HttpError(400, tooLong.message);
  const resetToken = str(body, 'resetToken');
  if (resetToken !== undefined) {
    const ticket = tenant.resets.get(resetToken);
    const email = str(body, 'email');
    const user = ticket === undefined ? undefined : ctx.db.row(tenant, 'GsbUser', ticket.userId);
    const emailMatches =
      email === undefined ||
      (typeof user?.email === 'string' && user.email.toLowerCase() === email.toLowerCase());
    if (
      ticket === undefined ||
      user === undefined ||
      ticket.used ||
      ticket.expiresAt < ctx.now ||
      !emailMatches
    ) {
      throw new HttpError(400, EMULATOR_MESSAGES.RESET_TOKEN_INVALID);
    }
    ticket.used = true;
    await setPassword(ctx, ticket.userId, String(user.email), newPassword);
    // A reset signs the account out everywhere: whoever knew the old password loses their session.
    for (const session of tenant.sessions.values())
      if (session.userId === ticket.userId) session.revoked = true;
  } else {
    if (ctx.actor.userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
    const credential = tenant.credentials.get(ctx.actor.userId);
    const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
    if (credential === undefined || !(await verifyPassword(oldPassword, credential))) {
      throw new HttpError(400, EMULATOR_MESSAGES.OLD_PASSWORD_INCORRECT);
    }
    await setPassword(ctx, ctx.actor.userId, credential.email, newPassword);
  }
  ctx.state.onChange(tenant.code);
  return ok({ message: 'Password changed' });
}

export function logout(ctx: CallContext): Reply {
  if (ctx.session !== undefined) {
    ctx.session.revoked = true;
    ctx.tenant.sessions.delete(ctx.session.token);
    ctx.state.onChange(ctx.tenant.code);
  }
  return ok({}, { 'Set-Cookie': 'gsb_refresh=; Path=/; Max-Age=0' });
}
