import {
  where,
  type JournalStatus,
  type JournalTiming,
  type VegJournal,
  type VegLoop,
  type VegReflection,
} from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';
import type { ReflectionFields } from '../lib/draft.ts';

/** More loops than one client keeps. */
const LOOP_LIMIT = 200;

/** The client's loops, newest first (id, title and who sealed it, nothing else). */
export async function fetchClientLoops(clientId: string): Promise<VegLoop[]> {
  const { entities } = await getPlatform().entity.query<VegLoop>({
    entityName: 'VegLoop',
    filters: [where.eq('client_id', clientId)],
    selectCols: ['id', 'title', 'createdBy_id', 'lastUpdatedBy_id'],
    sortCols: [{ field: 'createDate', dir: 'desc' }],
    count: LOOP_LIMIT,
  });
  return entities;
}

/** Starting a loop is the entity's (a reflection sent later, after waiting offline, may start one too). */
export { createLoop } from '@/entities/reflection';

export type ReflectionInput = Omit<ReflectionFields, 'timing'> & {
  /** Present when an existing reflection is updated. */
  id?: string;
  /** null clears it (an edit that took the timing away). */
  timing?: JournalTiming | null;
  status: JournalStatus;
  client_id: string;
  /** Tag ids (GsbTag, shared with the journal); they replace the reflection's tags. */
  tags: string[];
  /** null takes the reflection out of its loop. */
  loop_id?: string | null;
};

/** Saves a new reflection, or updates one (with `id`); resolves with its id. */
export async function saveReflectionRecord(record: ReflectionInput): Promise<string> {
  const { id } = await getPlatform().entity.save({ entityName: 'VegReflection', entity: record });
  return id;
}

/** Tag names are read in pages of this size. */
const TAG_PAGE_SIZE = 500;

async function tagNamesOf(entityName: 'VegJournal' | 'VegReflection', clientId: string): Promise<string[]> {
  const names: string[] = [];
  for (let startIndex = 0; ; startIndex += TAG_PAGE_SIZE) {
    const { entities } = await getPlatform().entity.query<VegJournal | VegReflection>({
      entityName,
      filters: [where.eq('client_id', clientId), where.isNotNull('tags')],
      selectCols: ['tags.name'],
      sortCols: [{ field: 'createDate', dir: 'asc' }],
      startIndex,
      count: TAG_PAGE_SIZE,
    });
    for (const record of entities) for (const tag of record.tags ?? []) if (tag.name) names.push(tag.name);
    if (entities.length < TAG_PAGE_SIZE) return names;
  }
}

/**
 * The tags the client already uses, on journal entries and reflections alike (one set of GsbTag names),
 * read as the journal reads its tag filter: through the client's tagged records, names only.
 */
export async function fetchClientTags(clientId: string): Promise<string[]> {
  const [journal, reflections] = await Promise.all([
    tagNamesOf('VegJournal', clientId),
    tagNamesOf('VegReflection', clientId),
  ]);
  return [...new Set([...journal, ...reflections])].sort((a, b) => a.localeCompare(b));
}
