import { where, type VegClient } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

const ENTITY = 'VegClient';
/** Clients are read page by page: a caretaker's list has no upper bound. */
const PAGE_SIZE = 100;

/**
 * Every client record the user may work with: those they take care of and their own profile. Sorted
 * by name on the server too, so pages are stable.
 */
export async function getCaretakerClients(userId: string): Promise<VegClient[]> {
  const all: VegClient[] = [];
  for (let startIndex = 0; ; startIndex += PAGE_SIZE) {
    const { entities } = await getPlatform().entity.query<VegClient>({
      entityName: ENTITY,
      filters: [where.or(where.eq('caretaker_id', userId), where.eq('user_id', userId))],
      sortCols: [{ field: 'name', dir: 'asc' }],
      startIndex,
      count: PAGE_SIZE,
    });
    all.push(...entities);
    if (entities.length < PAGE_SIZE) return all;
  }
}

/** Fields a save may send: a create (no id) or a partial update of one record. */
export type ClientInput = Omit<Partial<VegClient>, 'user' | 'tags' | 'journals'>;

/** Creates (no id) or updates (by id) a client; answers the stored record. */
export async function saveClient(input: ClientInput): Promise<VegClient> {
  const { id, entity } = await getPlatform().entity.save<ClientInput>({ entityName: ENTITY, entity: input });
  return { ...input, ...entity, id };
}
