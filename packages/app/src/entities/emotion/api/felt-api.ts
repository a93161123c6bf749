import type { VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import { queryReflectionsBetween } from '@/entities/reflection/@x/emotion';
import { queryEmotionRecordsBetween } from './record-api.ts';

export interface FeltRecords {
  checkIns: VegEmotionRecord[];
  reflections: VegReflection[];
}

/**
 * Every check-in and reflection of the client dated in `[from, to)`: what the map and the report read.
 * The two queries start together, so the SDK's batcher sends them as one request.
 */
export async function queryFeltBetween(clientId: string, from: Date, to: Date): Promise<FeltRecords> {
  const [checkIns, reflections] = await Promise.all([
    queryEmotionRecordsBetween(clientId, from, to),
    queryReflectionsBetween(clientId, from, to),
  ]);
  return { checkIns, reflections };
}
