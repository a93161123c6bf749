import { where } from '@emotion-guru/platform-sdk';
import { getPlatform } from './platform.ts';

/** Tag names are read in pages of this size: a client's tags never silently stop at some count. */
const TAG_SCAN_PAGE_SIZE = 500;

/**
 * The tag names used on a client's records of one entity (journal entries, reflections), for a tag
 * filter: never the whole tenant's tags, sorted.
 *
 * The platform cannot ask for the GsbTag records themselves: a tag has no reference back to its records
 * (the many-to-many `tags` is declared on the tagged entity only), so no filter on GsbTag can say "used
 * by this client". The query goes through the client's tagged records instead, asking for nothing but the
 * tags' names (`selectCols: ['tags.name']`: each row is the record's id and `tags: [{ id, name }]`, no
 * text and no audit fields), page by page until the last.
 */
export async function fetchClientTagNames(entityName: string, clientId: string): Promise<string[]> {
  const names = new Set<string>();
  for (let startIndex = 0; ; startIndex += TAG_SCAN_PAGE_SIZE) {
    const { entities } = await getPlatform().entity.query<{ tags?: { name?: string }[] }>({
      entityName,
      filters: [where.eq('client_id', clientId), where.isNotNull('tags')],
      selectCols: ['tags.name'],
      sortCols: [{ field: 'createDate', dir: 'asc' }],
      startIndex,
      count: TAG_SCAN_PAGE_SIZE,
    });
    for (const record of entities) for (const tag of record.tags ?? []) if (tag.name) names.add(tag.name);
    if (entities.length < TAG_SCAN_PAGE_SIZE) break;
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
