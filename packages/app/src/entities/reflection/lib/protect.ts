import type { BodyArea, VegReflection } from '@emotion-guru/platform-sdk';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import type { KeyReader } from '@/entities/keyring/@x/reflection';
import type {
  Reflection,
  ReflectionBodySensation,
  ReflectionEmotionLevel,
  ReflectionProtection,
} from '../model/types.ts';

/** The free-text fields local encryption seals, each with its own AES-GCM additional data. */
export const SEALED_FIELDS = ['title', 'description', 'thoughts', 'actions', 'needs'] as const;
export type SealedField = (typeof SEALED_FIELDS)[number];
export type SealedFields = Record<SealedField, string>;

/** `VegReflection.title`, ...: a sealed title cannot be passed off as the thoughts (as the journal's). */
export function fieldContext(field: SealedField): string {
  return `VegReflection.${field}`;
}

/** Who opens the sealed fields (the keyring's reader). */
export type ReflectionReader = KeyReader;

const EMPTY_TEXT: SealedFields = { title: '', description: '', thoughts: '', actions: '', needs: '' };

function storedFields(record: VegReflection): SealedFields {
  return {
    title: record.title ?? '',
    description: record.description ?? '',
    thoughts: record.thoughts ?? '',
    actions: record.actions ?? '',
    needs: record.needs ?? '',
  };
}

/** Opens the sealed fields with the reader's own key: locked without it or for another's seal, damaged if one fails. */
async function openFields(
  record: VegReflection,
  reader: ReflectionReader,
): Promise<{ text: SealedFields; protection: ReflectionProtection }> {
  const stored = storedFields(record);
  if (!SEALED_FIELDS.some((field) => isEncryptedText(stored[field]))) {
    return { text: stored, protection: 'plain' };
  }
  // Whoever saved the record last sealed it, with their key.
  const sealedBy = record.lastUpdatedBy_id ?? record.createdBy_id;
  if (reader.dataKey === null || sealedBy !== reader.userId)
    return { text: EMPTY_TEXT, protection: 'locked' };
  const key = reader.dataKey;
  try {
    const opened = await Promise.all(
      SEALED_FIELDS.map(async (field) =>
        isEncryptedText(stored[field]) ? decryptText(key, stored[field], fieldContext(field)) : stored[field],
      ),
    );
    const text = Object.fromEntries(
      SEALED_FIELDS.map((field, index) => [field, opened[index] ?? '']),
    ) as SealedFields;
    return { text, protection: 'decrypted' };
  } catch {
    return { text: EMPTY_TEXT, protection: 'damaged' };
  }
}

const LEVELS: ReadonlySet<unknown> = new Set([1, 2, 4]);

function emotionsOf(record: VegReflection): ReflectionEmotionLevel[] {
  return (record.emotions ?? [])
    .filter((item) => typeof item.emotion_id === 'string' && item.emotion_id !== '')
    .map((item) => ({
      emotionId: item.emotion_id,
      level: LEVELS.has(item.level) ? (item.level ?? null) : null,
    }));
}

function bodyOf(record: VegReflection): ReflectionBodySensation[] {
  return (record.bodySensations ?? []).map((item) => ({
    area: item.area satisfies BodyArea,
    intensity: LEVELS.has(item.intensity) ? (item.intensity ?? null) : null,
  }));
}

/** AES-GCM additional data of a loop's sealed title (the wizard seals a new loop's name with it). */
export const LOOP_TITLE_CONTEXT = 'VegLoop.title';

/**
 * One stored text of a record as this reader may see it: as stored when it is not sealed; opened with the
 * reader's own key when they sealed it (the record's last writer); null when it is locked (no key, or
 * another person's seal) or does not open.
 */
export async function openSealedText(
  stored: string,
  record: { createdBy_id?: string; lastUpdatedBy_id?: string },
  reader: ReflectionReader,
  context: string,
): Promise<string | null> {
  if (!isEncryptedText(stored)) return stored;
  const sealedBy = record.lastUpdatedBy_id ?? record.createdBy_id;
  if (reader.dataKey === null || sealedBy !== reader.userId) return null;
  try {
    return await decryptText(reader.dataKey, stored, context);
  } catch {
    return null;
  }
}

/** The linked loop; a sealed title opens with the reader's own key, else it is not shown ("a loop"). */
async function loopOf(record: VegReflection, reader: ReflectionReader): Promise<Reflection['loop']> {
  if (!record.loop_id) return null;
  const title = await openSealedText(record.loop?.title ?? '', record.loop ?? {}, reader, LOOP_TITLE_CONTEXT);
  return { id: record.loop_id, title: title ?? '', color: record.loop?.color ?? null };
}

/** A platform record as the reader may see it: its sealed text opened, or marked locked or damaged. */
export async function revealReflection(record: VegReflection, reader: ReflectionReader): Promise<Reflection> {
  const { text, protection } = await openFields(record, reader);
  return {
    id: record.id,
    clientId: record.client_id ?? '',
    ...text,
    date: record.date ?? record.createDate ?? '',
    timing: record.timing ?? null,
    emotions: emotionsOf(record),
    body: bodyOf(record),
    loop: await loopOf(record, reader),
    tags: (record.tags ?? []).map((tag) => tag.name ?? '').filter((name) => name.length > 0),
    color: record.color ?? null,
    private: record.private === true,
    status: record.status ?? 1,
    createdById: record.createdBy_id ?? null,
    protection,
    record,
  };
}

/** Seals the free-text fields with the data key (a fresh IV each; empty ones stay empty), or passes them through. */
export async function sealReflectionFields(
  dataKey: CryptoKey | null,
  fields: SealedFields,
): Promise<SealedFields> {
  if (dataKey === null) return fields;
  const sealed = await Promise.all(
    SEALED_FIELDS.map((field) =>
      fields[field] === '' ? Promise.resolve('') : encryptText(dataKey, fields[field], fieldContext(field)),
    ),
  );
  return Object.fromEntries(
    SEALED_FIELDS.map((field, index) => [field, sealed[index] ?? '']),
  ) as SealedFields;
}
