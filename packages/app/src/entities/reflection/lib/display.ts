import type { TranslationKey } from '@/shared/i18n';
import type { Reflection } from '../model/types.ts';
import { levelKey } from './labels.ts';

type ReflectionKey = TranslationKey<'reflection'>;

/** Whether the free text can be shown (stored in clear, or opened with the reader's key). */
export function isReadable(reflection: Pick<Reflection, 'protection'>): boolean {
  return reflection.protection === 'plain' || reflection.protection === 'decrypted';
}

/** What a reflection is called on screen: its title, "untitled", or why it cannot be read. */
export function titleOf(
  reflection: Pick<Reflection, 'protection' | 'title'>,
  t: (key: ReflectionKey) => string,
): string {
  if (reflection.protection === 'locked') return t('card.locked.title');
  if (reflection.protection === 'damaged') return t('card.damaged.title');
  return reflection.title.trim() || t('card.untitled');
}

/** The reflection's emotions by name (in the catalogue's language) with their levels' keys. */
export function namedEmotions(
  reflection: Pick<Reflection, 'emotions'>,
  names: ReadonlyMap<string, string>,
): { id: string; name: string | null; levelKey: ReflectionKey | null }[] {
  return reflection.emotions.map(({ emotionId, level }) => ({
    id: emotionId,
    name: names.get(emotionId) ?? null,
    levelKey: levelKey(level),
  }));
}
