import { where } from '@emotion-guru/platform-sdk';
import { getPlatform } from './platform.ts';

/**
 * Saves records of one entity in one call, all or none (the platform's saveMulti); resolves with their
 * ids, in order. What an import or a generator writes, so that a later failure can take it back.
 */
export async function saveRecords(entityName: string, records: readonly object[]): Promise<string[]> {
  if (records.length === 0) return [];
  const { entities } = await getPlatform().entity.saveMulti({ entityName, entities: [...records] });
  return entities.map((record) => record.id);
}

/** Deletes records by id: what a run that failed later had written. */
export async function deleteRecords(entityName: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await getPlatform().entity.deleteQuery({ entityName, filters: [where.in('id', [...ids])] });
}
