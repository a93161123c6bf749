import { where, type VegEmotion } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/** Which of these word ids this account can use (the catalogue, and the client's own words). */
export async function knownWordIds(ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { entities } = await getPlatform().entity.query<VegEmotion>({
    entityName: 'VegEmotion',
    filters: [where.in('id', [...ids])],
    selectCols: ['id'],
    count: ids.length,
  });
  return new Set(entities.map((emotion) => emotion.id));
}

/** Saves records of one entity in one call, all or none; resolves with their ids, in order. */
export async function saveRecords(
  entityName: string,
  records: readonly Record<string, unknown>[],
): Promise<string[]> {
  if (records.length === 0) return [];
  const { entities } = await getPlatform().entity.saveMulti({ entityName, entities: [...records] });
  return entities.map((record) => record.id);
}

/** Takes records back (an import whose later part failed). */
export async function deleteRecords(entityName: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await getPlatform().entity.deleteQuery({ entityName, filters: [where.in('id', [...ids])] });
}
