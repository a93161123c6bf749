import { where, type EntityBase } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/** Records per request: a year of check-ins in a page or two. */
const PAGE_SIZE = 500;

/** What an export reads, entity by entity, for the clients it covers. */
export const EXPORTED_ENTITIES = {
  checkIns: 'VegEmotionRecord',
  journal: 'VegJournal',
  reflections: 'VegReflection',
  loops: 'VegLoop',
  chats: 'VegChat',
} as const;
export type ExportedCollection = keyof typeof EXPORTED_ENTITIES;

/**
 * Every record of an entity that belongs to these clients, oldest first, a page at a time; `onPage` hears
 * the running count. Journal entries come with their tags, conversations with their messages.
 */
export async function readClientRecords(
  collection: ExportedCollection,
  clientIds: readonly string[],
  onPage: (read: number) => void,
): Promise<EntityBase[]> {
  if (clientIds.length === 0) return [];
  const includes = collection === 'journal' ? ['tags'] : collection === 'chats' ? ['messages'] : [];
  const all: EntityBase[] = [];
  for (let startIndex = 0; ; startIndex += PAGE_SIZE) {
    const { entities } = await getPlatform().entity.query<EntityBase>({
      entityName: EXPORTED_ENTITIES[collection],
      filters: [where.in('client_id', [...clientIds])],
      ...(includes.length > 0 ? { includes } : {}),
      sortCols: [
        { field: 'createDate', dir: 'asc' },
        { field: 'id', dir: 'asc' },
      ],
      startIndex,
      count: PAGE_SIZE,
    });
    all.push(...entities);
    onPage(all.length);
    if (entities.length < PAGE_SIZE) return all;
  }
}
