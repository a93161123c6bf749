import { where } from '@emotion-guru/platform-sdk';
import { getPlatform } from './platform.ts';

/**
 * How many of a client's records of one entity are dated before `before` (the free tier's window:
 * what the upgrade would show). Asks the platform for the count only, never the rows.
 */
export async function countClientRecordsBefore(
  entityName: string,
  clientId: string,
  before: Date,
): Promise<number> {
  const { totalCount } = await getPlatform().entity.query({
    entityName,
    filters: [where.eq('client_id', clientId), where.lt('date', before.toISOString())],
    selectCols: ['id'],
    count: 1,
    calcTotalCount: true,
  });
  return totalCount ?? 0;
}
