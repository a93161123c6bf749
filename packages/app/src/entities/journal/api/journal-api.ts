import { where, type Filter, type VegJournal } from '@emotion-guru/platform-sdk';
import { countClientRecordsBefore, fetchClientTagNames, getPlatform } from '@/shared/api';
import { isEncryptedText } from '@/shared/lib/local-encryption';
import { JOURNAL_PAGE_SIZE, type JournalFilters } from '../model/types.ts';
import { localDayRange } from '@/shared/lib/local-time';

const ENTITY = 'VegJournal';

export interface JournalQuery {
  clientId: string;
  filters: JournalFilters;
  /** The oldest date the user's tier shows, if limited. */
  since: Date | null;
  /** Entries per page (the list's 10 unless said otherwise); `filters.page` counts in these. */
  pageSize?: number;
}

function journalFilters({ clientId, filters, since }: JournalQuery): Filter[] {
  const list: Filter[] = [where.eq('client_id', clientId)];
  const { start, end } = localDayRange({ from: filters.from, to: filters.to, since });
  if (start) list.push(where.gte('date', start.toISOString()));
  if (end) list.push(where.lt('date', end.toISOString()));
  if (filters.tag) list.push(where.eq('tags.name', filters.tag));
  return list;
}

/** One 1-based page of the client's entries, newest first, with the total. */
export async function queryJournalPage(
  query: JournalQuery,
): Promise<{ records: VegJournal[]; total: number }> {
  const search = query.filters.search.trim();
  const { entities, totalCount } = await getPlatform().entity.queryPage<VegJournal>(
    {
      entityName: ENTITY,
      filters: journalFilters(query),
      sortCols: [
        { field: 'date', dir: 'desc' },
        { field: 'createDate', dir: 'desc' },
      ],
      includes: ['tags'],
      ...(search ? { searchText: search } : {}),
    },
    query.filters.page,
    query.pageSize ?? JOURNAL_PAGE_SIZE,
  );
  return { records: entities, total: totalCount ?? entities.length };
}

/** How many of the client's entries are older than the tier's window (to offer the upgrade honestly). */
export function countEntriesBefore(clientId: string, before: Date): Promise<number> {
  return countClientRecordsBefore(ENTITY, clientId, before);
}

/** The tag names used on the client's entries, for the tag filter (shared/api fetchClientTagNames). */
export function fetchClientTags(clientId: string): Promise<string[]> {
  return fetchClientTagNames(ENTITY, clientId);
}

/** Tags are shared by journal entries and reflections (shared/api). */
export { ensureTagIds } from '@/shared/api';

export type JournalRecordInput = Omit<
  VegJournal,
  'id' | 'tags' | 'client' | 'createdBy' | 'lastUpdatedBy'
> & {
  id?: string;
  tags: string[];
};

export async function saveJournalRecord(record: JournalRecordInput): Promise<string> {
  const { id } = await getPlatform().entity.save({ entityName: ENTITY, entity: record });
  return id;
}

export async function deleteJournalRecord(id: string): Promise<void> {
  await getPlatform().entity.delete({ entityName: ENTITY, entityId: id });
}

/** Entries are scanned for encryption in pages of this size. */
const SCAN_PAGE_SIZE = 100;

/**
 * The user's own entries whose title and content are still stored in clear (for "encrypt my existing
 * entries"). Filtered by author: an admin's query would otherwise answer with the whole tenant, and a
 * caretaker must not seal entries that a client wrote.
 */
export async function fetchOwnPlainRecords(userId: string): Promise<VegJournal[]> {
  const plain: VegJournal[] = [];
  for (let startIndex = 0; ; startIndex += SCAN_PAGE_SIZE) {
    const { entities } = await getPlatform().entity.query<VegJournal>({
      entityName: ENTITY,
      filters: [where.eq('createdBy_id', userId)],
      selectCols: ['id', 'title', 'content', 'createdBy_id', 'lastUpdatedBy_id'],
      sortCols: [{ field: 'createDate', dir: 'asc' }],
      startIndex,
      count: SCAN_PAGE_SIZE,
    });
    plain.push(
      ...entities.filter((record) => !isEncryptedText(record.title) && !isEncryptedText(record.content)),
    );
    if (entities.length < SCAN_PAGE_SIZE) return plain;
  }
}

/** Replaces an entry's title and content (already sealed by the caller); nothing else changes. */
export async function saveSealedFields(
  id: string,
  fields: { title: string; content: string },
): Promise<void> {
  await getPlatform().entity.save({ entityName: ENTITY, entity: { id, ...fields } });
}
