import type { ShareReflectionRequest } from '@emotion-guru/platform-sdk';
import type { SharedReflection } from '@/entities/group';
import type { Reflection } from '@/entities/reflection';

export type SharePart = 'event' | 'emotions' | 'thoughts';
export const SHARE_PARTS: readonly SharePart[] = ['event', 'emotions', 'thoughts'];

/** The parts holding text that is encrypted on the platform (the event's title and description, the thoughts). */
const TEXT_PARTS: ReadonlySet<SharePart> = new Set(['event', 'thoughts']);

type Source = Pick<
  Reflection,
  'id' | 'title' | 'description' | 'date' | 'thoughts' | 'emotions' | 'protection' | 'private'
>;

/** The parts that can be shared now: a locked or damaged reflection offers only its emotions. */
export function availableParts(reflection: Source): SharePart[] {
  if (reflection.private) return [];
  const readable = reflection.protection === 'plain' || reflection.protection === 'decrypted';
  return SHARE_PARTS.filter((part) => readable || !TEXT_PARTS.has(part));
}

/** Whether the chosen parts include text that is encrypted and would be shared opened. */
export function opensEncryptedText(reflection: Source, parts: readonly SharePart[]): boolean {
  return reflection.protection === 'decrypted' && parts.some((part) => TEXT_PARTS.has(part));
}

/** Exactly what members will see: the chosen parts and nothing else. */
export function sharePreview(
  reflection: Source,
  parts: readonly SharePart[],
  author: { id: string; name: string },
  emotionNames: ReadonlyMap<string, string>,
): SharedReflection {
  const chosen = new Set(parts);
  const event = chosen.has('event');
  return {
    id: 'preview',
    authorId: author.id,
    authorName: author.name,
    parts: SHARE_PARTS.filter((part) => chosen.has(part)),
    title: event && reflection.title.trim() ? reflection.title : null,
    description: event && reflection.description.trim() ? reflection.description : null,
    date: event ? reflection.date : null,
    emotions: chosen.has('emotions')
      ? reflection.emotions.map(({ emotionId, level }) => ({
          id: emotionId,
          name: emotionNames.get(emotionId) ?? null,
          level,
        }))
      : [],
    thoughts: chosen.has('thoughts') && reflection.thoughts.trim() ? reflection.thoughts : null,
    sharedDate: null,
  };
}

/** The platform's request; opened texts go along only for encrypted text parts the user chose to open. */
export function shareRequest(
  reflection: Source,
  groupId: string,
  parts: readonly SharePart[],
): ShareReflectionRequest {
  const ordered = SHARE_PARTS.filter((part) => parts.includes(part));
  if (!opensEncryptedText(reflection, ordered))
    return { groupId, reflectionId: reflection.id, parts: ordered };
  const opened: NonNullable<ShareReflectionRequest['opened']> = {};
  if (ordered.includes('event')) {
    opened.title = reflection.title;
    opened.description = reflection.description;
  }
  if (ordered.includes('thoughts')) opened.thoughts = reflection.thoughts;
  return { groupId, reflectionId: reflection.id, parts: ordered, opened };
}
