import { BASIC_EMOTION_FAMILIES, type BasicEmotionFamily } from '@emotion-guru/platform-sdk';
import type { Emotion } from '../model/types.ts';

/** Plutchik's three rings, from the centre out: the intense shade, the basic one, the mild one. */
export const WHEEL_RINGS = ['intense', 'medium', 'mild'] as const;
export type WheelRing = (typeof WHEEL_RINGS)[number];

export interface WheelPetal {
  family: BasicEmotionFamily;
  /** Feelings of this family per ring. */
  rings: Record<WheelRing, number>;
  total: number;
}

/** A word's ring: level 4 (high) is intense, 1 (low) mild, anything else the basic middle ring. */
function ringOf(emotion: Emotion): WheelRing {
  if (emotion.level === 4) return 'intense';
  if (emotion.level === 1) return 'mild';
  return 'medium';
}

/** The families a felt word counts for: its own, or both parents of a composite (love: joy and trust). */
function familiesOf(emotion: Emotion): readonly BasicEmotionFamily[] {
  if (emotion.kind === 2) {
    const parents = emotion.parents;
    return parents && parents[0] !== parents[1] ? parents : parents ? [parents[0]] : [];
  }
  return emotion.family ? [emotion.family] : [];
}

/**
 * Plutchik's wheel of the felt words: the eight families in the wheel's order, each with its count per
 * ring. A composite counts once for each of its two parents, at its own ring; a word with no family (an
 * older own word saved without one) is not on the wheel, and `unplaced` says how many there were.
 */
export function wheelOf(felt: readonly { emotion: Emotion }[]): {
  petals: WheelPetal[];
  unplaced: number;
} {
  const petals = BASIC_EMOTION_FAMILIES.map((family): WheelPetal => ({
    family,
    rings: { intense: 0, medium: 0, mild: 0 },
    total: 0,
  }));
  const byFamily = new Map(petals.map((petal) => [petal.family, petal]));
  let unplaced = 0;
  for (const { emotion } of felt) {
    const families = familiesOf(emotion);
    if (families.length === 0) unplaced += 1;
    for (const family of families) {
      const petal = byFamily.get(family);
      if (!petal) continue;
      petal.rings[ringOf(emotion)] += 1;
      petal.total += 1;
    }
  }
  return { petals, unplaced };
}
