import type { EntityBase } from '@emotion-guru/platform-sdk';
import type { KeyReader } from '@/entities/keyring';
import { decryptText, isEncryptedText } from '@/shared/lib/local-encryption';

/**
 * How a record's text is in the export: as stored (`plain`), opened with this device's key (`decrypted`),
 * or still sealed (`locked`: another person's key, or the key is locked here; `damaged`: it failed to open).
 */
export type ExportProtection = 'plain' | 'decrypted' | 'locked' | 'damaged';

export type OpenedRecord = EntityBase & Record<string, unknown> & { protection: ExportProtection };

/**
 * A record with each sealed text field opened: every field the app seals is sealed with the context
 * `Entity.field` (the journal's title, a check-in's note, a reflection's thoughts), so one rule opens them
 * all. Only the person who sealed a record holds its key; their sealed text stays sealed for anyone else.
 */
export async function openRecord(
  entityName: string,
  record: EntityBase,
  reader: KeyReader | null,
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
