import { encryptText } from '@/shared/lib/local-encryption';
import { ENTITY_OF, type BackupRecord, type ImportedCollection } from './backup.ts';

/** What of each record is written: the person's own fields (never ids, authors, dates of the platform). */
const FIELDS: Record<ImportedCollection, readonly string[]> = {
  loops: ['title', 'description', 'color', 'private'],
  checkIns: ['emotion_id', 'level', 'timing', 'note', 'date', 'private'],
  journal: ['title', 'description', 'content', 'color', 'date', 'timing', 'status'],
  reflections: [
    'title',
    'description',
    'color',
    'date',
    'timing',
    'emotions',
    'bodySensations',
    'thoughts',
    'actions',
    'needs',
    'private',
    'status',
  ],
};

/** The free-text fields local encryption seals, per kind of record (each with the context `Entity.field`). */
const SEALED: Record<ImportedCollection, readonly string[]> = {
  loops: ['title', 'description'],
  checkIns: ['note'],
  journal: ['title', 'content'],
  reflections: ['title', 'description', 'thoughts', 'actions', 'needs'],
};

/**
 * A record of the file as this client's new record: its own fields only, its text sealed when the
 * account's encryption is on (the data key is here), and the client it now belongs to.
 */
export async function prepareRecord(
  collection: ImportedCollection,
  record: BackupRecord,
  clientId: string,
  dataKey: CryptoKey | null,
): Promise<Record<string, unknown>> {
  const prepared: Record<string, unknown> = { client_id: clientId };
  for (const field of FIELDS[collection]) {
    const value = record[field];
    if (value === undefined || value === null) continue;
    prepared[field] =
      dataKey !== null && SEALED[collection].includes(field) && typeof value === 'string' && value !== ''
        ? await encryptText(dataKey, value, `${ENTITY_OF[collection]}.${field}`)
        : value;
  }
  return prepared;
}

/** A journal entry's tag names in the file (the export writes each tag with its id and name). */
export function tagNames(record: BackupRecord): string[] {
  const tags = Array.isArray(record['tags']) ? (record['tags'] as unknown[]) : [];
  return tags.flatMap((tag) =>
    typeof tag === 'string'
      ? [tag]
      : typeof tag === 'object' && tag !== null && 'name' in tag
        ? [String(tag.name)]
        : [],
  );
}
