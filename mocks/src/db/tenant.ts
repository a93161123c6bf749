import type { Row } from '../query/types.ts';

/** A stored password: PBKDF2-SHA-256 of the password with a per-user salt (see auth/passwords.ts). */
export interface Credential {
  userId: string;
  email: string;
  salt: string;
  hash: string;
  iterations: number;
}

/** A signed-in session. `token` is what the bearer header carries; `refreshToken` renews it. */
export interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  tenantCode: string;
  expiresAt: number;
  remember: boolean;
  revoked?: boolean;
}

/** A one-time password reset (sent by sendResetPasswordEmail). */
export interface ResetTicket {
  token: string;
  userId: string;
  expiresAt: number;
  used: boolean;
}

/** An uploaded file's bytes (base64, so the state stays JSON for IndexedDB and snapshots). */
export interface StoredBlob {
  contentType: string;
  base64: string;
}

/** Everything one tenant owns. Tenants share nothing, which is what makes cross-tenant reads impossible. */
export interface TenantData {
  code: string;
  tables: Map<string, Map<string, Row>>;
  /** Many-to-many pairs per canonical mapping key (`A.prop|B.prop`), stored as `leftId rightId`. */
  mappings: Map<string, Set<string>>;
  blobs: Map<string, StoredBlob>;
  credentials: Map<string, Credential>;
  sessions: Map<string, Session>;
  resets: Map<string, ResetTicket>;
}

export function emptyTenant(code: string): TenantData {
  return {
    code,
    tables: new Map(),
    mappings: new Map(),
    blobs: new Map(),
    credentials: new Map(),
    sessions: new Map(),
    resets: new Map(),
  };
}

/** A JSON form of a tenant, for IndexedDB and for reset(). */
export interface TenantSnapshot {
  code: string;
  tables: Record<string, Row[]>;
  mappings: Record<string, string[]>;
  blobs: Record<string, StoredBlob>;
  credentials: Credential[];
  sessions: Session[];
  resets: ResetTicket[];
}

export function snapshotTenant(tenant: TenantData): TenantSnapshot {
  return structuredClone({
    code: tenant.code,
    tables: Object.fromEntries([...tenant.tables].map(([name, rows]) => [name, [...rows.values()]])),
    mappings: Object.fromEntries([...tenant.mappings].map(([key, pairs]) => [key, [...pairs]])),
    blobs: Object.fromEntries(tenant.blobs),
    credentials: [...tenant.credentials.values()],
    sessions: [...tenant.sessions.values()],
    resets: [...tenant.resets.values()],
  });
}

export function restoreTenant(snapshot: TenantSnapshot): TenantData {
  const copy = structuredClone(snapshot);
  return {
    code: copy.code,
    tables: new Map(
      Object.entries(copy.tables).map(([name, rows]) => [
        name,
        new Map(rows.map((row) => [String(row.id), row])),
      ]),
    ),
    mappings: new Map(Object.entries(copy.mappings).map(([key, pairs]) => [key, new Set(pairs)])),
    blobs: new Map(Object.entries(copy.blobs)),
    credentials: new Map(copy.credentials.map((c) => [c.userId, c])),
    sessions: new Map(copy.sessions.map((s) => [s.token, s])),
    resets: new Map(copy.resets.map((r) => [r.token, r])),
  };
}
