import type { EmotionLevel, VegEmotionRecord } from '@emotion-guru/platform-sdk';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import type { StoredCheckIn } from '../model/types.ts';
import type { KeyReader } from '@/entities/keyring/@x/emotion';

/** AES-GCM additional data of a check-in's note (the journal seals its fields the same way). */
export const NOTE_CONTEXT = 'VegEmotionRecord.note';

/** Who opens the sealed fields (the keyring's reader). */
export type CheckInReader = KeyReader;

/** Seals a note with the data key (a fresh IV), or passes it through when encryption is off. */
export async function sealNote(dataKey: CryptoKey | null, note: string): Promise<string> {
  return dataKey === null || note.length === 0 ? note : encryptText(dataKey, note, NOTE_CONTEXT);
}

/**
 * A stored check-in with its note opened with the reader's own key; someone else's sealed note, or one sealed
 * while the key is locked, is "locked", and one that fails to authenticate is "damaged".
 */
export async function revealCheckIn(record: VegEmotionRecord, reader: CheckInReader): Promise<StoredCheckIn> {
  const stored = record.note ?? '';
  let note = stored;
  let protection: StoredCheckIn['protection'] = 'plain';
  if (isEncryptedText(stored)) {
    note = '';
    const sealedBy = record.lastUpdatedBy_id ?? record.createdBy_id;
    if (reader.dataKey === null || sealedBy !== reader.userId) protection = 'locked';
    else {
      try {
        note = await decryptText(reader.dataKey, stored, NOTE_CONTEXT);
        protection = 'decrypted';
      } catch {
        protection = 'damaged';
      }
    }
  }
  const level: EmotionLevel | null = record.level ?? null;
  return {
    id: record.id,
    emotionId: record.emotion_id ?? '',
    level,
    note,
    date: record.date ?? record.createDate ?? '',
    protection,
  };
}
