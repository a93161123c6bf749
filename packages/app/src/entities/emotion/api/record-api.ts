import { where, type VegEmotionRecord } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

const ENTITY = 'VegEmotionRecord';

/** More check-ins than anyone makes in one day. */
const DAY_LIMIT = 100;

/** The client's check-ins dated in `[from, to)`, newest first. */
export async function queryEmotionRecords(
  clientId: string,
  from: Date,
  to: Date,
): Promise<VegEmotionRecord[]> {
  const { entities } = await getPlatform().entity.query<VegEmotionRecord>({
    entityName: ENTITY,
    filters: [
      where.eq('client_id', clientId),
      where.gte('date', from.toISOString()),
      where.lt('date', to.toISOString()),
    ],
    sortCols: [
      { field: 'date', dir: 'desc' },
      { field: 'createDate', dir: 'desc' },
    ],
    count: DAY_LIMIT,
  });
  return entities;
}

export type EmotionRecordInput = Pick<
  VegEmotionRecord,
  'client_id' | 'emotion_id' | 'level' | 'timing' | 'note' | 'date'
>;

/** Saves a new check-in; resolves with its id. */
export async function saveEmotionRecord(record: EmotionRecordInput): Promise<string> {
  const { id } = await getPlatform().entity.save({ entityName: ENTITY, entity: record });
  return id;
}

/** The write-queue kind of a check-in saved while offline (its payload: the `EmotionRecordInput`). */
export const QUEUED_CHECK_IN = 'check-in';

/** Records per request when a whole period is read (a year of three a day fits in two). */
const PERIOD_PAGE = 1000;

/**
 * Every check-in of the client dated in `[from, to)`, oldest first, a page of a thousand at a time: what
 * the emotional map and the report draw. Only the fields they use travel.
 */
export async function queryEmotionRecordsBetween(
  clientId: string,
  from: Date,
  to: Date,
): Promise<VegEmotionRecord[]> {
  const all: VegEmotionRecord[] = [];
  for (let startIndex = 0; ; startIndex += PERIOD_PAGE) {
    const { entities } = await getPlatform().entity.query<VegEmotionRecord>({
      entityName: ENTITY,
      filters: [
        where.eq('client_id', clientId),
        where.gte('date', from.toISOString()),
        where.lt('date', to.toISOString()),
      ],
      selectCols: ['id', 'emotion_id', 'level', 'timing', 'date'],
      sortCols: [
        { field: 'date', dir: 'asc' },
        { field: 'id', dir: 'asc' },
      ],
      startIndex,
      count: PERIOD_PAGE,
    });
    all.push(...entities);
    if (entities.length < PERIOD_PAGE) return all;
  }
}
