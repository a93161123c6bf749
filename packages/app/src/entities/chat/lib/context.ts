import type { ChatContext, VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import { isEncryptedText } from '@/shared/lib/local-encryption';

/** How many recent check-ins and reflections the assistant may read (with data consent). */
export const CONTEXT_CHECK_INS = 10;
export const CONTEXT_REFLECTIONS = 5;

/** A plain text, or nothing when empty or kept encrypted on the device (never sent). */
function plain(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || isEncryptedText(value)) return undefined;
  return value;
}

/** A localized name as one string (the query's language, else the first given). */
function nameOf(name: unknown): string | undefined {
  if (typeof name === 'string') return plain(name);
  if (typeof name !== 'object' || name === null) return undefined;
  return Object.values(name)
    .map(plain)
    .find((value) => value !== undefined);
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * What the assistant may read with the data consent: recent check-ins (emotion, level, note) and
 * reflections (title, what helped, what was needed). Encrypted texts are left out, never sent; a record
 * with nothing readable left is dropped.
 */
export function chatContextOf(
  records: readonly VegEmotionRecord[],
  reflections: readonly VegReflection[],
): ChatContext {
  const checkIns = records.flatMap((record) => {
    const emotion = nameOf(record.emotion?.name) ?? record.emotion?.slug;
    if (!emotion) return [];
    return [compact({ emotion, level: record.level, note: plain(record.note), date: record.date })];
  });
  const reflected = reflections.flatMap((reflection) => {
    const item = compact({
      title: plain(reflection.title),
      actions: plain(reflection.actions),
      needs: plain(reflection.needs),
      date: reflection.date,
    });
    return item.title || item.actions || item.needs ? [item] : [];
  });
  return { checkIns, reflections: reflected };
}
