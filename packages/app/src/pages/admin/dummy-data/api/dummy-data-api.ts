import {
  where,
  type Filter,
  type VegClient,
  type VegEmotion,
  type VegReflection,
} from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';
import type { CatalogueWord, GeneratedCounts } from '../lib/generate.ts';

/** A client of the tenant, as the picker shows it. */
export interface TenantClient {
  id: string;
  name: string;
  email: string | null;
}

/** Clients per request: a tenant's list has no upper bound. */
const CLIENT_PAGE = 500;
/** More than the catalogue will ever hold. */
const CATALOGUE_LIMIT = 1000;

/** The records the generator writes, by kind, as the platform names them. */
export const ENTITY_OF = {
  checkIns: 'VegEmotionRecord',
  reflections: 'VegReflection',
  loops: 'VegLoop',
  journal: 'VegJournal',
} as const satisfies Record<keyof GeneratedCounts, string>;

/** Every client of the tenant by name (an admin reads them all; anyone else would get their own). */
export async function fetchTenantClients(): Promise<TenantClient[]> {
  const all: TenantClient[] = [];
  for (let startIndex = 0; ; startIndex += CLIENT_PAGE) {
    const { entities } = await getPlatform().entity.query<VegClient>({
      entityName: 'VegClient',
      selectCols: ['id', 'name', 'email'],
      sortCols: [
        { field: 'name', dir: 'asc' },
        { field: 'id', dir: 'asc' },
      ],
      startIndex,
      count: CLIENT_PAGE,
    });
    all.push(
      ...entities.map((client) => ({
        id: client.id,
        name: client.name?.trim() || client.id,
        email: client.email?.trim() || null,
      })),
    );
    if (entities.length < CLIENT_PAGE) return all;
  }
}

/** The catalogue's words (never a client's own) with their place on the mood map. */
export async function fetchCatalogueWords(): Promise<CatalogueWord[]> {
  const { entities } = await getPlatform().entity.query<VegEmotion>({
    entityName: 'VegEmotion',
    filters: [where.eq('isCustom', false)],
    selectCols: ['id', 'slug', 'pleasantness', 'energy'],
    count: CATALOGUE_LIMIT,
  });
  return entities.flatMap((word) =>
    typeof word.pleasantness === 'number' && typeof word.energy === 'number'
      ? [{ id: word.id, slug: word.slug ?? word.id, pleasantness: word.pleasantness, energy: word.energy }]
      : [],
  );
}

const generatedOf = (clientId: string): Filter[] => [
  where.eq('client_id', clientId),
  where.eq('generated', true),
];

/** How many generated records of each kind the client has (counts only, no rows). */
export async function countGenerated(clientId: string): Promise<GeneratedCounts> {
  const count = async (entityName: string) => {
    const { totalCount } = await getPlatform().entity.query({
      entityName,
      filters: generatedOf(clientId),
      selectCols: ['id'],
      count: 1,
      calcTotalCount: true,
    });
    return totalCount ?? 0;
  };
  // Four counts at once (the SDK sends them as one request).
  const [checkIns, reflections, loops, journal] = await Promise.all([
    count(ENTITY_OF.checkIns),
    count(ENTITY_OF.reflections),
    count(ENTITY_OF.loops),
    count(ENTITY_OF.journal),
  ]);
  return { checkIns, reflections, loops, journal };
}

/** What a removal took away, and the generated loops it kept. */
export interface RemovalCounts extends GeneratedCounts {
  /** Generated loops the person linked reflections of their own to: theirs now, so kept. */
  keptLoops: number;
}

/**
 * Deletes the client's generated records and nothing else: reflections first (they point at loops), then
 * the generated loops no reflection of the person's own is linked to, then check-ins and journal entries.
 */
export async function removeGenerated(clientId: string): Promise<RemovalCounts> {
  const { entity } = getPlatform();
  const remove = async (entityName: string, extra: Filter[] = []) =>
    (await entity.deleteQuery({ entityName, filters: [...generatedOf(clientId), ...extra] })).deleteCount;
  const reflections = await remove(ENTITY_OF.reflections);
  // What is left in a generated loop now is the person's own.
  const { entities: linked } = await entity.query<VegReflection>({
    entityName: ENTITY_OF.reflections,
    filters: [where.eq('client_id', clientId), where.eq('loop.generated', true)],
    selectCols: ['id', 'loop_id'],
    count: 10_000,
  });
  const kept = [...new Set(linked.flatMap((reflection) => reflection.loop_id ?? []))];
  const loops = await remove(ENTITY_OF.loops, kept.length > 0 ? [where.notIn('id', kept)] : []);
  const checkIns = await remove(ENTITY_OF.checkIns);
  const journal = await remove(ENTITY_OF.journal);
  return { checkIns, reflections, loops, journal, keptLoops: kept.length };
}
