import { BASIC_EMOTION_FAMILIES, type BasicEmotionFamily } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import type { Emotion } from '../model/types.ts';
import { wheelOf } from './wheel.ts';

function basic(family: BasicEmotionFamily, level: 1 | 2 | 4 = 2): Emotion {
  return {
    id: `${family}-${level}`,
    name: family,
    definition: '',
    kind: 1,
    level,
    origin: 'everyday',
    family,
    pleasantness: 0,
    energy: 0,
    quadrant: 'yellow',
    isCustom: false,
  };
}

function composite(a: BasicEmotionFamily, b: BasicEmotionFamily, level: 1 | 2 | 4 = 2): Emotion {
  return { ...basic(a, level), id: `${a}+${b}`, kind: 2, family: undefined, parents: [a, b] };
}

const petal = (felt: Emotion[], family: BasicEmotionFamily) =>
  wheelOf(felt.map((emotion) => ({ emotion }))).petals.find((p) => p.family === family);

describe('wheelOf', () => {
  it('has the eight families in the wheel order, empty when nothing was felt', () => {
    const { petals, unplaced } = wheelOf([]);
    expect(petals.map((p) => p.family)).toEqual([...BASIC_EMOTION_FAMILIES]);
    expect(petals.every((p) => p.total === 0)).toBe(true);
    expect(unplaced).toBe(0);
  });

  it('puts each word in its family at its ring: high is intense, low mild', () => {
    const felt = [basic('joy', 4), basic('joy', 2), basic('joy', 2), basic('joy', 1), basic('fear', 1)];
    expect(petal(felt, 'joy')).toEqual({
      family: 'joy',
      rings: { intense: 1, medium: 2, mild: 1 },
      total: 4,
    });
    expect(petal(felt, 'fear')?.rings).toEqual({ intense: 0, medium: 0, mild: 1 });
  });

  it('counts a composite for both of its parents, at its own ring', () => {
    const love = composite('joy', 'trust', 4);
    expect(petal([love], 'joy')?.rings.intense).toBe(1);
    expect(petal([love], 'trust')?.rings.intense).toBe(1);
    expect(petal([love], 'fear')?.total).toBe(0);
  });

  it('leaves a word without a family off the wheel and says how many', () => {
    const own = { ...basic('joy'), family: undefined, isCustom: true };
    expect(wheelOf([{ emotion: own }]).unplaced).toBe(1);
  });

  it('loses and doubles nothing over a thousand generated feelings', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const felt: Emotion[] = [];
    for (let i = 0; i < 1000; i++) {
      const level = pick([1, 2, 4] as const);
      const a = pick(BASIC_EMOTION_FAMILIES);
      const b = pick(BASIC_EMOTION_FAMILIES.filter((family) => family !== a));
      felt.push(random() < 0.3 ? composite(a, b, level) : basic(a, level));
    }
    const composites = felt.filter((emotion) => emotion.kind === 2).length;
    const { petals, unplaced } = wheelOf(felt.map((emotion) => ({ emotion })));
    const total = petals.reduce((sum, p) => sum + p.total, 0);
    expect(unplaced).toBe(0);
    expect(total).toBe(1000 + composites);
    for (const p of petals) expect(p.rings.intense + p.rings.medium + p.rings.mild).toBe(p.total);
    for (const ring of ['intense', 'medium', 'mild'] as const) {
      const level = { intense: 4, medium: 2, mild: 1 }[ring];
      const expected = felt
        .filter((emotion) => emotion.level === level)
        .reduce((sum, emotion) => sum + (emotion.kind === 2 ? 2 : 1), 0);
      expect(petals.reduce((sum, p) => sum + p.rings[ring], 0)).toBe(expected);
    }
  });
});
