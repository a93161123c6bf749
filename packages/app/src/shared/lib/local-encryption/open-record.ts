import type { EntityBase } from '@emotion-guru/platform-sdk';
import { decryptText, isEncryptedText } from './envelope.ts';

/** Whose key opens sealed text: the signed-in user and their data key (null while locked). */
export interface SealedTextReader {
  userId: string;
  dataKey: CryptoKey | null;
}

/**
 * How a record's text came out of `openRecord`: as stored (`plain`), opened with this device's key (`decrypted`),
 * or still sealed (`locked`: another person's key, or the key is locked here; `damaged`: it failed to open).
 */
export type RecordProtection = 'plain' | 'decrypted' | 'locked' | 'damaged';

export type OpenedRecord = EntityBase & Record<string, unknown> & { protection: RecordProtection };

/**
 * A record with each sealed text field opened: every field the app seals is sealed with the context
 * `Entity.field` (the journal's title, a check-in's note, a reflection's thoughts), so one rule opens them
 * all. Only the person who sealed a record holds its key; their sealed text stays sealed for anyone else.
 */
export async function openRecord(
  entityName: string,
  record: EntityBase & Record<string, unknown>,
  reader: SealedTextReader | null,
): Promise<OpenedRecord> {
  const fields = Object.entries(record).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && isEncryptedText(entry[1]),
  );
  if (fields.length === 0) return { ...record, protection: 'plain' };
  const sealedBy = record.lastUpdatedBy_id ?? record.createdBy_id;
  const key = reader?.dataKey ?? null;
  if (key === null || sealedBy !== reader?.userId) return { ...record, protection: 'locked' };
  try {
    const opened = await Promise.all(
      fields.map(
        async ([field, value]) => [field, await decryptText(key, value, `${entityName}.${field}`)] as const,
      ),
    );
    return { ...record, ...Object.fromEntries(opened), protection: 'decrypted' };
  } catch {
    return { ...record, protection: 'damaged' };
  }
}
