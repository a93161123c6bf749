import { where, type EntityRef } from '@emotion-guru/platform-sdk';
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

/** The ids of tags with these names, creating the missing ones. */
export async function ensureTagIds(names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const platform = getPlatform();
  const { entities } = await platform.entity.query<EntityRef>({
    entityName: 'GsbTag',
    filters: [where.in('name', [...names])],
    selectCols: ['id', 'name'],
    count: names.length * 2,
  });
  const byName = new Map(entities.map((tag) => [tag.name, tag.id]));
  const ids: string[] = [];
  for (const name of names) {
    const known = byName.get(name);
    if (known) ids.push(known);
    else ids.push((await platform.entity.save({ entityName: 'GsbTag', entity: { name } })).id);
  }
  return ids;
}
