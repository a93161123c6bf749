import type { VegKeyring } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';
import { parseKeyring, serializeKeyring, type LockedKeyring } from '@/shared/lib/local-encryption';

/** The user's keyring as the platform stores it: the record id and the wrapped key it holds. */
export interface StoredKeyring {
  id: string;
  keyring: LockedKeyring;
}

const ENTITY = 'VegKeyring';

/**
 * The signed-in user's keyring, or null when they never turned encryption on. The platform lets a user
 * read only the keyring they created, so the first record is theirs.
 */
export async function fetchKeyring(): Promise<StoredKeyring | null> {
  const record = await getPlatform().entity.queryOne<VegKeyring>({
    entityName: ENTITY,
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
