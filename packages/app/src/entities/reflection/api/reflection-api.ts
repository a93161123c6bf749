import { PlatformHttpError, where, type Filter, type VegReflection } from '@emotion-guru/platform-sdk';
import { countClientRecordsBefore, fetchClientTagNames, getPlatform } from '@/shared/api';
import { REFLECTION_PAGE_SIZE, type ReflectionFilters } from '../model/types.ts';
import { localDayRange } from '@/shared/lib/local-time';

const ENTITY = 'VegReflection';
/** The linked loop comes along for its title and colour; tags for their names. */
const INCLUDES = ['tags', 'loop'];

export interface ReflectionQuery {
  clientId: string;
  filters: ReflectionFilters;
  /** The oldest date the user's access shows, if limited. */
  since: Date | null;
}

function reflectionFilters({ clientId, filters, since }: ReflectionQuery): Filter[] {
  const list: Filter[] = [where.eq('client_id', clientId)];
  const { start, end } = localDayRange({ from: filters.from, to: filters.to, since });
  if (start) list.push(where.gte('date', start.toISOString()));
  if (end) list.push(where.lt('date', end.toISOString()));
  if (filters.quadrant) list.push(where.in('emotions.emotion_id', filters.quadrantEmotionIds));
  if (filters.timing !== null) list.push(where.eq('timing', filters.timing));
  // Any of the reflection's emotions matches (the platform's dotted path into the list).
  if (filters.loopId) list.push(where.eq('loop_id', filters.loopId));
  if (filters.emotionId) list.push(where.in('emotions.emotion_id', [filters.emotionId]));
  // A reflection matches when one of its tags has the name (as the journal's tag filter asks).
  if (filters.tag) list.push(where.eq('tags.name', filters.tag));
  return list;
}

/** One 1-based page of the client's reflections, newest event first, with the total. */
export async function queryReflectionPage(
  query: ReflectionQuery,
): Promise<{ records: VegReflection[]; total: number }> {
  // The platform searches the stored text: sealed (encrypted) fields never match, only open ones.
  const search = query.filters.search.trim();
  const { entities, totalCount } = await getPlatform().entity.queryPage<VegReflection>(
    {
      entityName: ENTITY,
      filters: reflectionFilters(query),
      sortCols: [
        { field: 'date', dir: 'desc' },
        { field: 'createDate', dir: 'desc' },
      ],
      includes: INCLUDES,
      ...(search ? { searchText: search } : {}),
    },
    query.filters.page,
    REFLECTION_PAGE_SIZE,
  );
  return { records: entities, total: totalCount ?? entities.length };
}

/** How many of the client's reflections are older than the tier's window (to offer the upgrade honestly). */
export function countReflectionsBefore(clientId: string, before: Date): Promise<number> {
  return countClientRecordsBefore(ENTITY, clientId, before);
}

/** The tag names used on the client's reflections, for the tag filter (shared/api fetchClientTagNames). */
export function fetchReflectionTags(clientId: string): Promise<string[]> {
  return fetchClientTagNames(ENTITY, clientId);
}

/**
 * One reflection by id, or null when there is none the user may read: another client's or user's
 * reflection (or a private one of the client's) is "not found", as the platform answers it.
 */
export async function getReflectionRecord(id: string): Promise<VegReflection | null> {
  try {
    const { entity } = await getPlatform().entity.get<VegReflection>({
      entityName: ENTITY,
      entityId: id,
      includes: INCLUDES,
    });
    return entity;
  } catch (error) {
    // The platform answers 404 for no such record and 403 for one the user may not read.
    if (error instanceof PlatformHttpError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export async function deleteReflectionRecord(id: string): Promise<void> {
  await getPlatform().entity.delete({ entityName: ENTITY, entityId: id });
}

/**
 * Writes a deleted reflection back as the platform held it (ciphertext stays ciphertext); the platform
 * gives it a new id, which is returned.
 */
export async function restoreReflectionRecord(record: VegReflection): Promise<string> {
  const entity = {
    ...(record.client_id ? { client_id: record.client_id } : {}),
    ...(record.title === undefined ? {} : { title: record.title }),
    ...(record.description === undefined ? {} : { description: record.description }),
    ...(record.color === undefined ? {} : { color: record.color }),
    ...(record.date === undefined ? {} : { date: record.date }),
    ...(record.timing === undefined ? {} : { timing: record.timing }),
    ...(record.emotions === undefined ? {} : { emotions: record.emotions }),
    ...(record.bodySensations === undefined ? {} : { bodySensations: record.bodySensations }),
    ...(record.thoughts === undefined ? {} : { thoughts: record.thoughts }),
    ...(record.actions === undefined ? {} : { actions: record.actions }),
    ...(record.needs === undefined ? {} : { needs: record.needs }),
    ...(record.loop_id ? { loop_id: record.loop_id } : {}),
    ...(record.private === undefined ? {} : { private: record.private }),
    ...(record.status === undefined ? {} : { status: record.status }),
    tags: (record.tags ?? []).map((tag) => tag.id),
  };
  const { id } = await getPlatform().entity.save({ entityName: ENTITY, entity });
  return id;
}

/** Reflections per request when a whole period is read. */
const PERIOD_PAGE = 1000;

/** What a period read brings of each reflection: some columns, or whole records with related ones. */
export type PeriodShape = { selectCols: string[] } | { includes: string[] };

/**
 * What the emotional map and the report use of a reflection: its emotions, date, timing, loop and tag
 * names, never the written fields (which may be encrypted).
 */
const FELT_SHAPE: PeriodShape = { selectCols: ['id', 'date', 'timing', 'loop_id', 'emotions', 'tags.name'] };

/**
 * Every reflection of the client whose event is dated in `[from, to)`, oldest first, a page of 1,000 per
 * request; by default only what the emotional map and the report use (`FELT_SHAPE`).
 */
export async function queryReflectionsBetween(
  clientId: string,
  from: Date,
  to: Date,
  shape: PeriodShape = FELT_SHAPE,
): Promise<VegReflection[]> {
  const all: VegReflection[] = [];
  for (let startIndex = 0; ; startIndex += PERIOD_PAGE) {
    const { entities } = await getPlatform().entity.query<VegReflection>({
      entityName: ENTITY,
      filters: [
        where.eq('client_id', clientId),
        where.gte('date', from.toISOString()),
        where.lt('date', to.toISOString()),
      ],
      ...shape,
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

/** Starts a loop for the client; resolves with its id. */
export async function createLoop(clientId: string, title: string): Promise<string> {
  const { id } = await getPlatform().entity.save({
    entityName: 'VegLoop',
    entity: { client_id: clientId, title, private: false },
  });
  return id;
}
