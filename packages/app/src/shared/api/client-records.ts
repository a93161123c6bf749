import { where, type EntityBase } from '@emotion-guru/platform-sdk';
import { getPlatform } from './platform.ts';

/** Records per request: a year of check-ins in a page or two. */
const PAGE_SIZE = 500;

/**
 * Every record of an entity that belongs to these clients, oldest first, a page at a time; `onPage` hears
 * the running count. What the data download reads, and what an import compares against.
 */
export async function readEveryClientRecord(
  entityName: string,
  clientIds: readonly string[],
  { includes = [], onPage }: { includes?: string[]; onPage?: (read: number) => void } = {},
): Promise<(EntityBase & Record<string, unknown>)[]> {
  if (clientIds.length === 0) return [];
  const all: (EntityBase & Record<string, unknown>)[] = [];
  for (let startIndex = 0; ; startIndex += PAGE_SIZE) {
    const { entities } = await getPlatform().entity.query<EntityBase & Record<string, unknown>>({
      entityName,
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
    onPage?.(all.length);
    if (entities.length < PAGE_SIZE) return all;
  }
}
