import { where, type VegKeyring } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';
import { parseKeyring, serializeKeyring, type LockedKeyring } from '@/shared/lib/local-encryption';

/** The user's keyring as the platform stores it: the record id and the wrapped key it holds. */
export interface StoredKeyring {
  id: string;
  keyring: LockedKeyring;
}

const ENTITY = 'VegKeyring';

/**
 * The user's keyring, or null when they never turned encryption on. Filtered by its creator: a user can
 * read only their own, but an admin reads every keyring of the tenant.
 */
export async function fetchKeyring(userId: string): Promise<StoredKeyring | null> {
  const record = await getPlatform().entity.queryOne<VegKeyring>({
    entityName: ENTITY,
    filters: [where.eq('createdBy_id', userId)],
    sortCols: [{ field: 'createDate', dir: 'asc' }],
  });
  if (!record?.keyring) return null;
  return { id: record.id, keyring: parseKeyring(record.keyring) };
}

/** Stores a new keyring, or replaces the wrapped key of an existing one (a password change). */
export async function storeKeyring(keyring: LockedKeyring, id?: string): Promise<StoredKeyring> {
  const saved = await getPlatform().entity.save({
    entityName: ENTITY,
    entity: { ...(id ? { id } : {}), keyring: serializeKeyring(keyring) },
  });
  return { id: saved.id, keyring };
}
