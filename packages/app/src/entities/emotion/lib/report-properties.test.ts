import { describe, expect, it } from 'vitest';
import { JournalTiming } from '@emotion-guru/platform-sdk';
import type { Emotion, Quadrant } from '../model/types.ts';
import { testEmotion } from './test-emotion.ts';
import { isoDay, type MapPoint } from './map.ts';
import { daysOf, tagsByDayMood, timingShift, type Felt } from './report.ts';

/** A small seeded generator (mulberry32), so every run checks the same records and a failure repeats. */
function generator(seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return { random, pick };
}

const word = (id: string, quadrant: Quadrant, pleasantness: number): Emotion =>
  testEmotion({ id, quadrant, pleasantness });

const WORDS = [
  word('glad', 'yellow', 0.8),
  word('calm', 'green', 0.5),
  word('tense', 'red', -0.1),
  word('anxious', 'red', -0.6),
  word('sad', 'blue', -0.7),
];
const TIMINGS = [null, JournalTiming.Before, JournalTiming.During, JournalTiming.After] as const;
const LOOPS = [undefined, 'l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7'] as const;
const TAGS = ['work', 'Work', ' WORK ', 'sleep', 'family', 'İş', 'iş', '', 'gym'] as const;
const SEEDS = [1, 7, 42, 2026, 90210];
const RECORDS = 1200;
const from = new Date(2026, 0, 1);
const to = new Date(2026, 3, 1);
const randomDate = (random: () => number) =>
  new Date(from.getTime() + random() * (to.getTime() - from.getTime())).toISOString();

describe('timingShift over generated reflections', () => {
  it.each(SEEDS)('counts every feeling of a loop with two timings exactly once (seed %i)', (seed) => {
    const { random, pick } = generator(seed);
    const points: MapPoint[] = Array.from({ length: RECORDS }, (_, index) => {
      const loopId = pick(LOOPS);
      return {
        key: `p${String(index)}`,
        source: random() < 0.2 ? 'check-in' : 'reflection',
        ...(loopId === undefined ? {} : { loopId }),
        emotion: pick(WORDS),
        date: randomDate(random),
        timing: pick(TIMINGS),
        recency: random(),
      };
    });
    // The same answer worked out the slow way: the loops with reflections at two or more timings…
    const counted = (point: MapPoint) =>
      point.source === 'reflection' && point.loopId !== undefined && point.timing !== null;
    const loops = new Set(
      points
        .filter(counted)
        .map((point) => point.loopId)
        .filter(
          (loopId) =>
            new Set(points.filter((p) => counted(p) && p.loopId === loopId).map((p) => p.timing)).size > 1,
        ),
    );
    // …and every feeling of theirs with a timing.
    const expected = points.filter((point) => counted(point) && loops.has(point.loopId));

    const shift = timingShift(points);
    expect(shift.loops).toBe(loops.size);
    expect(shift.timings.reduce((sum, { count }) => sum + count, 0)).toBe(expected.length);
    expect(new Set(shift.timings.map(({ timing }) => timing)).size).toBe(shift.timings.length);
    for (const { timing, count, average } of shift.timings) {
      const own = expected.filter((point) => point.timing === timing);
      expect(count).toBe(own.length);
      expect(average).toBeCloseTo(
        own.reduce((sum, { emotion }) => sum + emotion.pleasantness, 0) / own.length,
      );
    }
    // Timings in event order.
    expect(shift.timings.map(({ timing }) => timing)).toEqual(
      [...shift.timings.map(({ timing }) => timing)].sort((a, b) => a - b),
    );
  });
});

describe('tagsByDayMood over generated reflections', () => {
  it.each(SEEDS)('counts each tag once per day with feelings, split without loss (seed %i)', (seed) => {
    const { random, pick } = generator(seed);
    const felt: Felt[] = Array.from({ length: RECORDS }, () => ({
      emotion: pick(WORDS),
      date: randomDate(random),
    }));
    // Reflections may fall on days with no feelings recorded, or outside the days altogether.
    const tagged = Array.from({ length: RECORDS }, () => ({
      date:
        random() < 0.1
          ? new Date(to.getTime() + random() * 30 * 86_400_000).toISOString()
          : randomDate(random),
      tags: Array.from({ length: Math.floor(random() * 4) }, () => pick(TAGS)),
    }));
    const days = daysOf(felt.slice(0, RECORDS / 4), from, to);
    const mood = new Map(days.map((day) => [day.day, day.average]));

    // The slow way: each (tag, day) pair once, for days that have feelings.
    const pairs = new Set<string>();
    for (const { date, tags } of tagged) {
      const day = isoDay(new Date(date));
      if (typeof mood.get(day) !== 'number') continue;
      for (const tag of tags)
        if (tag.trim() !== '') pairs.add(`${tag.trim().toLocaleLowerCase('tr-TR')}|${day}`);
    }

    const result = tagsByDayMood(tagged, days, 'tr-TR');
    const keys = result.map(({ tag }) => tag.toLocaleLowerCase('tr-TR'));
    expect(new Set(keys).size).toBe(result.length);
    expect(result.reduce((sum, { total }) => sum + total, 0)).toBe(pairs.size);
    for (const { tag, pleasant, mixed, unpleasant, total } of result) {
      expect(pleasant + mixed + unpleasant).toBe(total);
      const key = tag.toLocaleLowerCase('tr-TR');
      const own = [...pairs]
        .filter((pair) => pair.startsWith(`${key}|`))
        .map((pair) => pair.slice(key.length + 1));
      expect(total).toBe(own.length);
      expect(unpleasant).toBe(own.filter((day) => (mood.get(day) ?? 0) < -0.15).length);
      expect(pleasant).toBe(own.filter((day) => (mood.get(day) ?? 0) > 0.15).length);
    }
    // Most days first.
    for (let index = 1; index < result.length; index += 1)
      expect(result[index - 1]?.total ?? 0).toBeGreaterThanOrEqual(result[index]?.total ?? 0);
  });
});
