import {
  where,
  type EmotionLevel,
  type JournalStatus,
  type JournalTiming,
  type VegEmotion,
} from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/** The ids of catalogue words by slug; a slug the catalogue lacks is not in the map. */
export async function catalogueIds(slugs: readonly string[]): Promise<Map<string, string>> {
  const { entities } = await getPlatform().entity.query<VegEmotion>({
    entityName: 'VegEmotion',
    filters: [where.in('slug', [...slugs])],
    selectCols: ['id', 'slug'],
    count: slugs.length * 2,
  });
  return new Map(entities.flatMap((emotion) => (emotion.slug ? [[emotion.slug, emotion.id] as const] : [])));
}

export interface ImportedCheckIn {
  client_id: string;
  emotion_id: string;
  level: EmotionLevel;
  timing: JournalTiming;
  date: string;
}

export interface ImportedEntry {
  client_id: string;
  title: string;
  content: string;
  tags: string[];
  date: string;
  timing: JournalTiming;
  status: JournalStatus;
}

/** Saves every check-in in one call: all of them, or none (the platform's saveMulti). */
export async function saveCheckIns(records: readonly ImportedCheckIn[]): Promise<string[]> {
  if (records.length === 0) return [];
  const { entities } = await getPlatform().entity.saveMulti({
    entityName: 'VegEmotionRecord',
    entities: [...records],
  });
  return entities.map((record) => record.id);
}

/** Saves every journal entry in one call: all of them, or none. */
export async function saveEntries(records: readonly ImportedEntry[]): Promise<string[]> {
  if (records.length === 0) return [];
  const { entities } = await getPlatform().entity.saveMulti({
    entityName: 'VegJournal',
    entities: [...records],
  });
  return entities.map((record) => record.id);
}

/** Takes back check-ins saved by an import whose second half failed. */
export async function deleteCheckIns(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await getPlatform().entity.deleteQuery({
    entityName: 'VegEmotionRecord',
    filters: [where.in('id', [...ids])],
  });
}
