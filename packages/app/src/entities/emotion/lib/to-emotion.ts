import { isBasicEmotionFamily as isFamily, type VegEmotion } from '@emotion-guru/platform-sdk';
import type { Emotion } from '../model/types.ts';
import { quadrantOf } from './quadrant.ts';

/** A language-keyed text or a plain one, as a plain text (the platform answers in the call's language). */
function text(value: VegEmotion['name'], language: string): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return value[language] ?? value['en-US'] ?? Object.values(value)[0] ?? '';
}

/** Clamps a coordinate into -1..+1 (a missing one counts as 0). */
function coordinate(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.max(-1, Math.min(1, value));
}

/** A VegEmotion record as the picker uses it; undefined for a record without a name. */
export function toEmotion(record: VegEmotion, language: string): Emotion | undefined {
  const name = text(record.name, language).trim();
  if (name.length === 0) return undefined;
  const pleasantness = coordinate(record.pleasantness);
  const energy = coordinate(record.energy);
  const emotion: Emotion = {
    id: record.id,
    name,
    definition: text(record.definition, language),
    kind: record.kind ?? 1,
    level: record.level ?? 2,
    origin: record.origin ?? (record.isCustom === true ? 'custom' : 'everyday'),
    pleasantness,
    energy,
    quadrant: quadrantOf(pleasantness, energy),
    isCustom: record.isCustom === true,
  };
  if (record.slug !== undefined) emotion.slug = record.slug;
  if (isFamily(record.family)) emotion.family = record.family;
  const parents = record.parents;
  if (parents !== undefined && isFamily(parents[0]) && isFamily(parents[1]))
    emotion.parents = [parents[0], parents[1]];
  return emotion;
}
