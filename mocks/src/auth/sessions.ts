/** Sessions: opaque bearer tokens with an expiry, renewed by a refresh token. */
import type { Database } from '../db/database.ts';
import type { Session, TenantData } from '../db/tenant.ts';
import { ADMIN_ROLE_ID } from '../ids.ts';
import type { Row } from '../query/types.ts';
import type { EmulatorConfig } from '../state.ts';
import { newToken } from './passwords.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Spec section 9: 24 h, or 30 days with remember. */
export const DEFAULT_LIFETIME_MS = DAY;
export const REMEMBER_LIFETIME_MS = 30 * DAY;
/** A refresh token outlives its access token: it renews a session for 30 days after the last renewal. */
export const REFRESH_LIFETIME_MS = 30 * DAY;

export function createSession(
  tenant: TenantData,
  userId: string,
  remember: boolean,
  now: number,
  config: EmulatorConfig,
): Session {
  const lifetime = config.tokenLifetimeMs ?? (remember ? REMEMBER_LIFETIME_MS : DEFAULT_LIFETIME_MS);
  const session: Session = {
    token: newToken(),
    refreshToken: newToken(),
    userId,
    tenantCode: tenant.code,
    expiresAt: now + lifetime,
    remember,
  };
  tenant.sessions.set(session.token, session);
  return session;
}

/**
 * Ends every session of `userId` in the tenant but the one with `keepToken`: revoked (its refresh token
 * too) and forgotten. Returns how many were still live.
 */
export function endSessions(tenant: TenantData, userId: string, keepToken?: string): number {
  let ended = 0;
  for (const session of [...tenant.sessions.values()]) {
    if (session.userId !== userId || session.token === keepToken) continue;
    if (session.revoked !== true) ended += 1;
    session.revoked = true;
    tenant.sessions.delete(session.token);
  }
  return ended;
}

/** The most recent live session of the tenant: the emulator's stand-in for the browser's refresh cookie. */
export function latestSession(tenant: TenantData): Session | undefined {
  return [...tenant.sessions.values()].reverse().find((s) => s.revoked !== true);
}

export function findSessionByToken(db: Database, token: string): Session | undefined {
  for (const code of db.tenantCodes()) {
    const found = db.tenant(code).sessions.get(token);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function rolesOf(db: Database, tenant: TenantData, userId: string): string[] {
  return db.mappedIds(tenant, 'GsbUser', 'roles', userId);
}

export function groupsOf(db: Database, tenant: TenantData, userId: string): string[] {
  return db.mappedIds(tenant, 'GsbUser', 'groups', userId);
}

export function isAdmin(db: Database, tenant: TenantData, userId: string): boolean {
  return rolesOf(db, tenant, userId).includes(ADMIN_ROLE_ID);
}

/** The `auth` object of getToken and refreshToken answers, plus user info when asked. */
export function authPayload(
  db: Database,
  tenant: TenantData,
  session: Session,
  includeUserInfo: boolean,
): Row {
  const user = db.row(tenant, 'GsbUser', session.userId) ?? {};
  const roles = rolesOf(db, tenant, session.userId);
  const groups = groupsOf(db, tenant, session.userId);
  const subscription = typeof user.subscriptionType === 'number' ? user.subscriptionType : 1;
  const auth: Row = {
    token: session.token,
    refreshToken: session.refreshToken,
    expireDate: new Date(session.expiresAt).toISOString(),
    roles,
    groups,
    subscription,
  };
  const payload: Row = { auth };
  if (includeUserInfo) {
    // The SDK reads the user from `auth` (AuthData); `user` repeats it for other clients.
    auth.userId = session.userId;
    auth.name = typeof user.name === 'string' && user.name.length > 0 ? user.name : 'User';
    auth.email = user.email;
    auth.pictureUrl = user.pictureUrl ?? null;
    payload.user = {
      id: session.userId,
      userId: session.userId,
      name: typeof user.name === 'string' && user.name.length > 0 ? user.name : 'User',
      email: user.email,
      pictureUrl: user.pictureUrl ?? null,
      languageCode: user.languageCode ?? null,
      subscription,
      roles,
      groups,
    };
  }
  return payload;
}
