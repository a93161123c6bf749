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
