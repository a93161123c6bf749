import type { VegJournal } from '@emotion-guru/platform-sdk';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import type { EntryProtection, JournalEntry } from '../model/types.ts';
import { richTextToPlain } from './rich-text.ts';
import type { KeyReader } from '@/entities/keyring/@x/journal';

/** AES-GCM additional data per field, so an encrypted title cannot be passed off as content. */
export const TITLE_CONTEXT = 'VegJournal.title';
export const CONTENT_CONTEXT = 'VegJournal.content';

/** Who opens the sealed fields (the keyring's reader). */
export type Reader = KeyReader;

/** Who encrypted the fields: whoever saved the record last (their key sealed it). */
function sealedBy(record: VegJournal): string | undefined {
  return record.lastUpdatedBy_id ?? record.createdBy_id;
}

/**
 * Turns a platform record into an entry the reader can see. Encrypted fields open only with the
 * reader's own key; someone else's ciphertext is "locked" (a caretaker reading a client's private
 * entries), and ciphertext that fails to authenticate under the right key is "damaged".
 */
export async function revealEntry(record: VegJournal, reader: Reader): Promise<JournalEntry> {
  const title = record.title ?? '';
  const content = record.content ?? '';
  const encrypted = isEncryptedText(title) || isEncryptedText(content);
  let protection: EntryProtection = 'plain';
  let shownTitle = title;
  let shownContent = richTextToPlain(content);
  if (encrypted) {
    shownTitle = '';
    shownContent = '';
    if (reader.dataKey === null || sealedBy(record) !== reader.userId) {
      protection = 'locked';
    } else {
      try {
        shownTitle = await openField(reader.dataKey, title, TITLE_CONTEXT);
        shownContent = richTextToPlain(await openField(reader.dataKey, content, CONTENT_CONTEXT));
        protection = 'decrypted';
      } catch {
        shownTitle = '';
        shownContent = '';
        protection = 'damaged';
      }
    }
  }
  return {
    id: record.id,
    clientId: record.client_id ?? '',
    title: shownTitle,
    content: shownContent,
    tags: (record.tags ?? []).map((tag) => tag.name ?? '').filter((name) => name.length > 0),
    date: record.date ?? record.createDate ?? '',
    timing: record.timing ?? null,
    status: record.status ?? 1,
    color: record.color ?? null,
    createdById: record.createdBy_id ?? null,
    protection,
    record,
  };
}

async function openField(key: CryptoKey, value: string, context: string): Promise<string> {
  return isEncryptedText(value) ? decryptText(key, value, context) : value;
}

/** Seals title and content with the data key (fresh IVs), or passes them through when encryption is off. */
export async function sealFields(
  dataKey: CryptoKey | null,
  fields: { title: string; content: string },
): Promise<{ title: string; content: string }> {
  if (dataKey === null) return fields;
  return {
    title: await encryptText(dataKey, fields.title, TITLE_CONTEXT),
    content: await encryptText(dataKey, fields.content, CONTENT_CONTEXT),
  };
}
