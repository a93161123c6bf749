import type { EntityBase } from '@emotion-guru/platform-sdk';
import { readEveryClientRecord } from '@/shared/api';

/** What an export reads, entity by entity, for the clients it covers. */
export const EXPORTED_ENTITIES = {
  checkIns: 'VegEmotionRecord',
  journal: 'VegJournal',
  reflections: 'VegReflection',
  loops: 'VegLoop',
  chats: 'VegChat',
} as const;
export type ExportedCollection = keyof typeof EXPORTED_ENTITIES;

/** Every record of one kind for these clients: journal entries with their tags, conversations with their messages. */
export function readClientRecords(
  collection: ExportedCollection,
  clientIds: readonly string[],
  onPage: (read: number) => void,
): Promise<(EntityBase & Record<string, unknown>)[]> {
  const includes = collection === 'journal' ? ['tags'] : collection === 'chats' ? ['messages'] : [];
  return readEveryClientRecord(EXPORTED_ENTITIES[collection], clientIds, { includes, onPage });
}
