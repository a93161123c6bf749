import { describe, expect, it } from 'vitest';
import {
  MAX_DAYS,
  chunksOf,
  countsOf,
  generateDummyData,
  localDayOf,
  loopRecord,
  reflectionRecord,
  type CatalogueWord,
  type GenerateInput,
  type GeneratedData,
} from './generate.ts';
import { DEFAULT_DAYS, parseDays } from './form.ts';
import { mulberry32, seedOf } from './random.ts';
import { FREE_REFLECTIONS, LOOP_THEMES } from './texts.ts';

/** Words from the four areas of the mood map, with the loops' own words among them (as in the catalogue). */
const COORDINATES: Record<string, [pleasantness: number, energy: number]> = {
  joy: [0.8, 0.4],
  excited: [0.75, 0.8],
  cheerful: [0.75, 0.5],
  pride: [0.75, 0.55],
  amused: [0.7, 0.35],
  calm: [0.55, -0.6],
  content: [0.6, -0.3],
  relieved: [0.6, -0.4],
  peaceful: [0.7, -0.7],
  rested: [0.55, -0.15],
  satisfied: [0.65, -0.1],
  understood: [0.7, -0.15],
  tender: [0.6, -0.35],
  supported: [0.65, -0.2],
  hope: [0.65, 0.15],
  stressed: [-0.6, 0.6],
  overwhelmed: [-0.7, 0.55],
  anxiety: [-0.7, 0.65],
  frustrated: [-0.6, 0.5],
  annoyance: [-0.45, 0.4],
  worried: [-0.55, 0.35],
  restless: [-0.35, 0.5],
  apprehension: [-0.4, 0.3],
  tired: [-0.3, -0.75],
  drained: [-0.55, -0.8],
  pensiveness: [-0.3, -0.4],
  guilt: [-0.65, -0.2],
  hurt: [-0.7, -0.2],
  lonely: [-0.65, -0.5],
  'left-out': [-0.6, -0.25],
  insecure: [-0.5, -0.1],
  disappointed: [-0.55, -0.3],
};
const WORDS: CatalogueWord[] = Object.entries(COORDINATES).map(([slug, [pleasantness, energy]]) => ({
  id: `id-${slug}`,
  slug,
  pleasantness,
  energy,
}));
const SLUG_OF = new Map(WORDS.map((word) => [word.id, word.slug]));
const WORD_OF = new Map(WORDS.map((word) => [word.id, word]));

const NOW = new Date(2026, 5, 10, 15, 30);
const input = (overrides: Partial<GenerateInput> = {}): GenerateInput => ({
  clientId: 'client-1',
  days: 365,
  language: 'en-US',
  words: WORDS,
  now: NOW,
  seed: 42,
  ...overrides,
});

function records(data: GeneratedData) {
  return [
    ...data.loops,
    ...data.days.flatMap((day) => [...day.checkIns, ...day.reflections, ...day.journal]),
  ];
}

/** Every text a person would read in the records. */
function texts(data: GeneratedData): string[] {
  return [
    ...data.loops.flatMap((loop) => [loop.title, loop.description]),
    ...data.days.flatMap((day) => [
      ...day.checkIns.flatMap((checkIn) => (checkIn.note === undefined ? [] : [checkIn.note])),
      ...day.reflections.flatMap((r) => [r.title, r.description, r.thoughts, r.actions, r.needs]),
      ...day.journal.flatMap((entry) => [entry.title, entry.content]),
    ]),
  ];
}

const gaps = (indexes: number[]) => indexes.slice(1).map((index, i) => index - (indexes[i] ?? 0));

describe('generateDummyData', () => {
  it('is the same for the same seed, and different for another', () => {
    const first = generateDummyData(input());
    expect(generateDummyData(input())).toEqual(first);
    expect(generateDummyData(input({ seed: 43 }))).not.toEqual(first);
  });

  it('covers every day of the run, ending today, with one to three check-ins each', () => {
    const data = generateDummyData(input());
    expect(data.days).toHaveLength(365);
    expect(data.days.at(-1)?.day).toBe('2026-06-10');
    expect(data.days[0]?.day).toBe(localDayOf(new Date(2025, 5, 11)));
    data.days.forEach((day, index) => {
      expect(day.day).toBe(localDayOf(new Date(2025, 5, 11 + index)));
      expect(day.checkIns.length).toBeGreaterThanOrEqual(1);
      expect(day.checkIns.length).toBeLessThanOrEqual(3);
    });
    const { checkIns } = countsOf(data);
    expect(checkIns).toBeGreaterThan(365 * 1.6);
    expect(checkIns).toBeLessThan(365 * 2.2);
  });

  it('dates every record on its own day, in order, never after now', () => {
    const data = generateDummyData(input());
    for (const day of data.days) {
      const dated = [...day.checkIns, ...day.reflections, ...day.journal];
      for (const record of dated) {
        expect(localDayOf(new Date(record.date))).toBe(day.day);
        expect(new Date(record.date).getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
      const times = day.checkIns.map((checkIn) => checkIn.date);
      expect(times).toEqual([...times].sort());
    }
  });

  it('keeps a run just after midnight within the few minutes today has had', () => {
    const now = new Date(2026, 5, 10, 0, 5);
    const data = generateDummyData(input({ now, days: 30 }));
    const today = data.days.at(-1);
    expect(today?.day).toBe('2026-06-10');
    for (const record of [
      ...(today?.checkIns ?? []),
      ...(today?.reflections ?? []),
      ...(today?.journal ?? []),
    ]) {
      expect(new Date(record.date).getTime()).toBeGreaterThanOrEqual(new Date(2026, 5, 10).getTime());
      expect(new Date(record.date).getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('writes a reflection every two to four days and a journal entry every three to six', () => {
    const data = generateDummyData(input());
    const reflectionDays = data.days.flatMap((day, index) => (day.reflections.length > 0 ? [index] : []));
    const journalDays = data.days.flatMap((day, index) => (day.journal.length > 0 ? [index] : []));
    expect(Math.min(...gaps(reflectionDays))).toBeGreaterThanOrEqual(2);
    expect(Math.max(...gaps(reflectionDays))).toBeLessThanOrEqual(4);
    expect(Math.min(...gaps(journalDays))).toBeGreaterThanOrEqual(3);
    expect(Math.max(...gaps(journalDays))).toBeLessThanOrEqual(6);
    expect(reflectionDays[0]).toBeLessThanOrEqual(2);
    expect(journalDays[0]).toBeLessThanOrEqual(3);
  });

  it('marks every record generated, for the client', () => {
    const all = records(generateDummyData(input()));
    expect(all.length).toBeGreaterThan(800);
    for (const record of all) expect(record).toMatchObject({ generated: true, client_id: 'client-1' });
  });

  it('uses only the catalogue words and the platform’s levels, timings, statuses and body areas', () => {
    const data = generateDummyData(input());
    const areas = new Set(LOOP_THEMES.flatMap((theme) => [...theme.hard.body, ...theme.eased.body]));
    for (const day of data.days) {
      for (const checkIn of day.checkIns) {
        expect(WORD_OF.has(checkIn.emotion_id)).toBe(true);
        expect([1, 2, 4]).toContain(checkIn.level);
        expect([1, 2, 4]).toContain(checkIn.timing);
      }
      for (const reflection of day.reflections) {
        expect(reflection.emotions.length).toBeGreaterThanOrEqual(1);
        for (const { emotion_id: id, level } of reflection.emotions) {
          expect(WORD_OF.has(id)).toBe(true);
          expect([1, 2, 4]).toContain(level);
        }
        for (const { area, intensity } of reflection.bodySensations) {
          expect([...areas, 'chest', 'shoulders', 'stomach', 'head']).toContain(area);
          expect([1, 2, 4]).toContain(intensity);
        }
        expect([1, 2, 4]).toContain(reflection.timing);
        expect(reflection.status).toBe(1);
      }
      for (const entry of day.journal) expect([1, 2]).toContain(entry.status);
    }
  });

  it('puts most reflections into three or four loops, each of them used, and names only those', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const data = generateDummyData(input({ seed }));
      const keys = new Set(data.loops.map((loop) => loop.key));
      expect(keys.size).toBe(data.loops.length);
      expect(data.loops.length).toBeGreaterThanOrEqual(3);
      expect(data.loops.length).toBeLessThanOrEqual(4);
      const reflections = data.days.flatMap((day) => day.reflections);
      const inLoops = reflections.filter((reflection) => reflection.loopKey !== null);
      for (const reflection of inLoops) expect(keys.has(reflection.loopKey ?? '')).toBe(true);
      for (const key of keys) expect(inLoops.some((reflection) => reflection.loopKey === key)).toBe(true);
      expect(inLoops.length / reflections.length).toBeGreaterThan(0.6);
      // A loop's reflections carry its colour and, the catalogue having them, its words.
      for (const reflection of inLoops) {
        const theme = LOOP_THEMES.find((candidate) => candidate.key === reflection.loopKey);
        expect(reflection.color).toBe(theme?.color);
        const slugs = [...(theme?.hard.emotions ?? []), ...(theme?.eased.emotions ?? [])];
        for (const { emotion_id: id } of reflection.emotions) expect(slugs).toContain(SLUG_OF.get(id));
      }
    }
  });

  it('feels a one-off moment as it reads: a good scene with pleasant words, a hard one with unpleasant', () => {
    for (const language of ['en-US', 'tr-TR'] as const) {
      const data = generateDummyData(input({ language }));
      const oneOff = data.days.flatMap((day) => day.reflections).filter((r) => r.loopKey === null);
      expect(oneOff.length).toBeGreaterThan(10);
      const { pleasant } = FREE_REFLECTIONS[language];
      for (const reflection of oneOff) {
        const good = pleasant.scenes.some(([title]) => title === reflection.title);
        for (const { emotion_id: id } of reflection.emotions) {
          expect((WORD_OF.get(id)?.pleasantness ?? 0) >= 0, reflection.title).toBe(good);
        }
      }
    }
  });

  it('writes no loop a short run has no reflection for', () => {
    const data = generateDummyData(input({ days: 1, seed: 7 }));
    const used = new Set(data.days.flatMap((day) => day.reflections.flatMap((r) => r.loopKey ?? [])));
    expect(data.loops.map((loop) => loop.key).sort()).toEqual([...used].sort());
    expect(data.days).toHaveLength(1);
  });

  it('has a weekly rhythm: Saturdays feel more pleasant than Mondays', () => {
    for (const seed of [11, 12, 13]) {
      const data = generateDummyData(input({ seed }));
      const meanOn = (weekday: number) => {
        const values = data.days
          .flatMap((day) => day.checkIns)
          .filter((checkIn) => new Date(checkIn.date).getDay() === weekday)
          .map((checkIn) => WORD_OF.get(checkIn.emotion_id)?.pleasantness ?? 0);
        return values.reduce((sum, value) => sum + value, 0) / values.length;
      };
      expect(meanOn(6)).toBeGreaterThan(meanOn(1) + 0.2);
    }
  });

  it('writes every text in the chosen language: none empty, the two languages different', () => {
    const english = texts(generateDummyData(input({ language: 'en-US' })));
    const turkish = texts(generateDummyData(input({ language: 'tr-TR' })));
    for (const text of [...english, ...turkish]) expect(text.trim().length).toBeGreaterThan(0);
    const shared = english.filter((text) => turkish.includes(text));
    expect(shared).toEqual([]);
    expect(turkish.some((text) => /[çğıİöşü]/.test(text))).toBe(true);
    expect(english.some((text) => /[çğıİöşü]/.test(text))).toBe(false);
  });

  it('writes journal entries as paragraphs of escaped text', () => {
    const entries = generateDummyData(input()).days.flatMap((day) => day.journal);
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) expect(entry.content).toMatch(/^(<p>[^<>]+<\/p>){3}$/);
  });

  it('still writes loop reflections when the catalogue lacks a loop’s words', () => {
    const plain = WORDS.filter((word) => ['joy', 'calm', 'stressed', 'tired'].includes(word.slug));
    const data = generateDummyData(input({ words: plain, days: 60 }));
    const reflections = data.days.flatMap((day) => day.reflections);
    expect(reflections.length).toBeGreaterThan(10);
    for (const reflection of reflections) {
      expect(reflection.emotions.length).toBeGreaterThan(0);
      for (const { emotion_id: id } of reflection.emotions) expect(plain.map((w) => w.id)).toContain(id);
    }
  });

  it('refuses a number of days outside 1 to 730, and an empty catalogue', () => {
    for (const days of [0, MAX_DAYS + 1, 1.5, Number.NaN])
      expect(() => generateDummyData(input({ days }))).toThrow(RangeError);
    expect(generateDummyData(input({ days: MAX_DAYS })).days).toHaveLength(MAX_DAYS);
    expect(() => generateDummyData(input({ words: [] }))).toThrow(/catalogue/);
  });
});

describe('chunksOf', () => {
  it('cuts a list into runs of the size, the last one shorter', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 30)).toEqual([]);
  });
});

describe('the seeded random source', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = mulberry32(seedOf('client-1:365'));
    const b = mulberry32(seedOf('client-1:365'));
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(seedOf('client-1:365')).not.toBe(seedOf('client-2:365'));
  });
});

describe('parseDays', () => {
  it('takes a whole number of days from 1 to 730, spaces around it allowed', () => {
    expect(parseDays('365')).toBe(365);
    expect(parseDays(' 1 ')).toBe(1);
    expect(parseDays('730')).toBe(730);
    expect(parseDays(String(DEFAULT_DAYS))).toBe(365);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '731', '1000', '12.5', '-3', 'ten', '3e2', '١٢'])
      expect(parseDays(text), text).toBeNull();
  });
});

describe('the records as saved', () => {
  it('names a loop by the id it was saved with, and keeps the run’s own keys out', () => {
    const data = generateDummyData(input({ days: 60 }));
    const loop = data.loops[0];
    expect(loop).toBeDefined();
    if (!loop) return;
    expect(loopRecord(loop)).toEqual({
      client_id: 'client-1',
      generated: true,
      title: loop.title,
      description: loop.description,
      color: loop.color,
      private: false,
    });
    const ids = new Map(data.loops.map((each, index) => [each.key, `saved-${String(index)}`]));
    const reflections = data.days.flatMap((day) => day.reflections);
    for (const reflection of reflections) {
      const record = reflectionRecord(reflection, ids);
      expect(record).not.toHaveProperty('loopKey');
      expect((record as { loop_id?: string }).loop_id).toBe(
        reflection.loopKey === null ? undefined : ids.get(reflection.loopKey),
      );
    }
    const inLoop = reflections.find((reflection) => reflection.loopKey !== null);
    expect(inLoop).toBeDefined();
    if (inLoop) expect(() => reflectionRecord(inLoop, new Map())).toThrow(/No saved loop/);
  });
});
