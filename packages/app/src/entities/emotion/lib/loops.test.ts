import { JournalTiming, type BasicEmotionFamily } from '@emotion-guru/platform-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { Emotion } from '../model/types.ts';
import {
  suggestLoops,
  summarizeLoop,
  summarizeLoops,
  type LoopReflection,
  type LoopSuggestion,
} from './loops.ts';

function word(
  id: string,
  pleasantness: number,
  family?: BasicEmotionFamily,
  parents?: readonly [BasicEmotionFamily, BasicEmotionFamily],
): Emotion {
  return {
    id,
    name: id,
    definition: '',
    kind: parents ? 2 : 1,
    level: 2,
    origin: 'everyday',
    ...(family === undefined ? {} : { family }),
    ...(parents === undefined ? {} : { parents }),
    pleasantness,
    energy: 0.5,
    quadrant: pleasantness >= 0 ? 'yellow' : 'red',
    isCustom: family === undefined && parents === undefined,
  };
}

const anxious = word('anxious', -0.6, 'fear');
const angry = word('angry', -0.7, 'anger');
const sad = word('sad', -0.5, 'sadness');
const glad = word('glad', 0.8, 'joy');
const calm = word('calm', 0.6, 'trust');
const love = word('love', 0.9, undefined, ['joy', 'trust']);
const own = word('own-word', 0.1); // neither a family nor parents

let counter = 0;
function reflection(at: Date, fields: Partial<LoopReflection> = {}): LoopReflection {
  counter += 1;
  return {
    id: `r${String(counter).padStart(4, '0')}`,
    date: at.toISOString(),
    timing: null,
    title: '',
    tags: [],
    loopId: null,
    emotions: [anxious],
    ...fields,
  };
}

const DAY = 86_400_000;
const base = new Date('2026-03-02T09:00:00Z');
const day = (n: number) => new Date(base.getTime() + n * DAY);
const en = { locale: 'en-US' };
const keys = (suggestions: readonly LoopSuggestion[]) => suggestions.map(({ key }) => key);

const originalTz = process.env['TZ'];
afterEach(() => {
  process.env['TZ'] = originalTz;
});

describe('suggestLoops', () => {
  it('groups a tag case-insensitively and keeps it as first written', () => {
    const all = [
      reflection(day(3), { tags: ['WORK'] }),
      reflection(day(0), { tags: [' Work '] }),
      reflection(day(8), { tags: ['work', 'Work', '  '] }),
    ];
    expect(suggestLoops(all, en)).toEqual([
      {
        key: 'tag:work|fear',
        reason: { kind: 'tag', value: 'Work' },
        family: 'fear',
        reflectionIds: [all[1]?.id, all[0]?.id, all[2]?.id],
        peak: 3,
        latest: day(8).toISOString(),
      },
    ]);
  });

  it('groups significant title words, leaving out stop words, short words and numbers', () => {
    const all = [
      reflection(day(0), { title: 'Again with Mom, about the mother-in-law 2026', emotions: [sad] }),
      reflection(day(1), { title: 'again: MOTHER with mom that 2026', emotions: [sad] }),
      reflection(day(2), { title: 'With mom again; about Mother… 2026', emotions: [sad] }),
    ];
    const suggestions = suggestLoops(all, en);
    expect(keys(suggestions)).toEqual(['title:mother|sadness']);
    expect(suggestions[0]?.reason).toEqual({ kind: 'title', value: 'mother' });
  });

  it('lower-cases Turkish İ and I by the locale', () => {
    const tr = { locale: 'tr-TR' };
    const tags = [
      reflection(day(0), { tags: ['İŞ'], emotions: [angry] }),
      reflection(day(1), { tags: ['iş'], emotions: [angry] }),
      reflection(day(2), { tags: ['İş'], emotions: [angry] }),
    ];
    expect(keys(suggestLoops(tags, tr))).toEqual(['tag:iş|anger']);
    expect(suggestLoops(tags, tr)[0]?.reason.value).toBe('İŞ');
    // In English the dotted capital İ lower-cases to i + a combining dot: not the same tag.
    expect(suggestLoops(tags, en)).toEqual([]);

    const titles = [
      reflection(day(0), { title: 'Işık yanıp sönüyor', emotions: [angry] }),
      reflection(day(1), { title: 'IŞIK gitti', emotions: [angry] }),
      reflection(day(2), { title: 'Yine ışık yok', emotions: [angry] }),
    ];
    expect(keys(suggestLoops(titles, tr))).toEqual(['title:ışık|anger']);
    expect(suggestLoops(titles, en)).toEqual([]);
  });

  it('ignores Turkish stop words', () => {
    const all = [0, 1, 2].map((n) =>
      reflection(day(n), { title: 'Şimdi yine sonra için daha önce gibi kadar', emotions: [sad] }),
    );
    expect(suggestLoops(all, { locale: 'tr-TR' })).toEqual([]);
  });

  it('counts a composite for both its parents and ignores words of no family', () => {
    const all = [
      reflection(day(0), { tags: ['family'], emotions: [love] }),
      reflection(day(1), { tags: ['family'], emotions: [love, own] }),
      reflection(day(2), { tags: ['family'], emotions: [glad] }),
      reflection(day(3), { tags: ['family'], emotions: [calm] }),
      reflection(day(4), { tags: ['family'], emotions: [own] }),
      reflection(day(5), { tags: ['family'], emotions: [] }),
    ];
    const suggestions = suggestLoops(all, en);
    expect(suggestions.map(({ key, reflectionIds }) => [key, reflectionIds])).toEqual([
      ['tag:family|trust', [all[0]?.id, all[1]?.id, all[3]?.id]],
      ['tag:family|joy', [all[0]?.id, all[1]?.id, all[2]?.id]],
    ]);
  });

  it('counts a reflection once however many of its words share a family', () => {
    const all = [0, 1, 2].map((n) =>
      reflection(day(n), {
        tags: ['exam', 'EXAM'],
        emotions: [anxious, anxious, word('scared', -0.8, 'fear')],
      }),
    );
    const [suggestion] = suggestLoops(all, en);
    expect(suggestion?.reflectionIds).toEqual(all.map(({ id }) => id));
    expect(suggestion?.peak).toBe(3);
  });

  it('never suggests reflections already in a loop', () => {
    const three = [
      reflection(day(0), { tags: ['gym'] }),
      reflection(day(1), { tags: ['gym'], loopId: 'loop-1' }),
      reflection(day(2), { tags: ['gym'] }),
    ];
    expect(suggestLoops(three, en)).toEqual([]);
    const four = [...three, reflection(day(3), { tags: ['gym'] })];
    expect(suggestLoops(four, en)[0]?.reflectionIds).toEqual([four[0]?.id, four[2]?.id, four[3]?.id]);
  });

  it('needs three within 30 days: exactly 30 days apart is in, a moment more is out', () => {
    const at = (ms: number) => new Date(base.getTime() + ms);
    const inside = [
      reflection(at(0), { tags: ['traffic'] }),
      reflection(at(15 * DAY), { tags: ['traffic'] }),
      reflection(at(30 * DAY), { tags: ['traffic'] }),
    ];
    expect(suggestLoops(inside, en)[0]?.peak).toBe(3);
    const outside = [
      reflection(at(0), { tags: ['traffic'] }),
      reflection(at(15 * DAY), { tags: ['traffic'] }),
      reflection(at(30 * DAY + 1), { tags: ['traffic'] }),
    ];
    expect(suggestLoops(outside, en)).toEqual([]);
  });

  it('reports the best window as the peak but lists every matching reflection', () => {
    const all = [0, 40, 41, 42, 43, 200].map((n) => reflection(day(n), { tags: ['commute'] }));
    const [suggestion] = suggestLoops(all, en);
    expect(suggestion?.peak).toBe(4);
    expect(suggestion?.reflectionIds).toEqual(all.map(({ id }) => id));
    expect(suggestion?.latest).toBe(day(200).toISOString());
  });

  it('takes another window and count when asked', () => {
    const all = [0, 5, 10].map((n) => reflection(day(n), { tags: ['call'] }));
    expect(suggestLoops(all, { locale: 'en', windowDays: 7 })).toEqual([]);
    expect(suggestLoops(all, { locale: 'en', windowDays: 7, minCount: 2 })[0]?.peak).toBe(2);
    expect(suggestLoops(all, { locale: 'en', minCount: 4 })).toEqual([]);
  });

  it('skips a dismissed pattern: it does not come back under another family or another shared word', () => {
    const all = [0, 1, 2].map((n) => reflection(day(n), { tags: ['Work'], emotions: [anxious, angry] }));
    expect(keys(suggestLoops(all, en)).sort()).toEqual(['tag:work|anger']);
    const dismissed = new Set(['tag:work|anger']);
    expect(suggestLoops(all, { ...en, dismissed })).toEqual([]);
    // Another pattern over other reflections is still suggested.
    const more = [
      ...all,
      ...[5, 6, 7].map((n) => reflection(day(n), { tags: ['gym'], emotions: [anxious] })),
    ];
    expect(keys(suggestLoops(more, { ...en, dismissed }))).toEqual(['tag:gym|fear']);
  });

  it('keeps one of the suggestions with the same reflections, a tag before a title word', () => {
    const all = [0, 1, 2].map((n) =>
      reflection(day(n), { title: 'Meeting ran late', tags: ['Meetings', 'boss'] }),
    );
    // 'tag:boss' and 'tag:meetings' tie on kind and peak: the key decides.
    expect(keys(suggestLoops(all, en))).toEqual(['tag:boss|fear']);
    const titlesOnly = [0, 1, 2].map((n) => reflection(day(n), { title: 'Meeting ran late' }));
    // Two title words: 'late' before 'meeting'.
    expect(keys(suggestLoops(titlesOnly, en))).toEqual(['title:late|fear']);
  });

  it('drops a suggestion whose reflections all belong to a larger one of the same family', () => {
    const all = [
      reflection(day(0), { tags: ['work'], title: 'Deadline', emotions: [anxious] }),
      reflection(day(1), { tags: ['work'], title: 'deadline again', emotions: [anxious] }),
      reflection(day(2), { tags: ['work'], title: 'Deadline!', emotions: [anxious] }),
      reflection(day(3), { tags: ['work'], title: 'Review', emotions: [anxious] }),
      reflection(day(4), { title: 'deadline', emotions: [sad] }),
      reflection(day(5), { title: 'deadline', emotions: [sad] }),
      reflection(day(6), { title: 'deadline', emotions: [sad] }),
    ];
    // 'title:deadline|fear' (3) lies inside 'tag:work|fear' (4); the sadness one has other reflections.
    expect(keys(suggestLoops(all, en))).toEqual(['tag:work|fear', 'title:deadline|sadness']);
  });

  it('orders by peak, then the most recent, then the key, whatever the input order', () => {
    const all = [
      ...[0, 1, 2, 3].map((n) => reflection(day(n), { tags: ['alpha'] })),
      ...[10, 11, 12].map((n) => reflection(day(n), { tags: ['beta'] })),
      ...[20, 21, 22].map((n) => reflection(day(n), { tags: ['gamma'] })),
      ...[20, 21, 22].map((n) => reflection(day(n), { tags: ['delta'], emotions: [sad] })),
    ];
    const expected = ['tag:alpha|fear', 'tag:delta|sadness', 'tag:gamma|fear', 'tag:beta|fear'];
    expect(keys(suggestLoops(all, en))).toEqual(expected);
    expect(suggestLoops([...all].reverse(), en)).toEqual(suggestLoops(all, en));
  });
});

describe('summarizeLoop', () => {
  const local = (y: number, m: number, d: number, h = 12, min = 0) =>
    new Date(y, m - 1, d, h, min).toISOString();
  const inLoop = (date: string, fields: Partial<LoopReflection> = {}) =>
    reflection(new Date(date), { loopId: 'exams', ...fields });

  it('counts calendar weeks across a month end and a spring daylight-saving change', () => {
    process.env['TZ'] = 'Europe/Berlin'; // clocks go forward on Sunday 29 March 2026
    const range = { from: new Date(2026, 2, 18), to: new Date(2026, 3, 15) };
    const all = [
      inLoop(local(2026, 3, 17, 23, 59)), // before the range
      inLoop(local(2026, 3, 18, 0, 0)), // the first moment: week of 16 March
      inLoop(local(2026, 3, 29, 23, 30)), // the short Sunday: still the week of 23 March
      inLoop(local(2026, 3, 30, 0, 30)), // Monday: week of 30 March
      inLoop(local(2026, 4, 5, 23, 59)), // Sunday in April: still the week of 30 March
      inLoop(local(2026, 4, 3, 10), { loopId: 'other' }),
      inLoop(local(2026, 4, 15, 0, 0)), // the end: left out
    ];
    const summary = summarizeLoop('exams', all, range);
    expect(summary.reflections.map(({ id }) => id)).toEqual([all[1]?.id, all[2]?.id, all[3]?.id, all[4]?.id]);
    expect(summary.weeks).toEqual([
      { start: '2026-03-16', count: 1 },
      { start: '2026-03-23', count: 1 },
      { start: '2026-03-30', count: 2 },
      { start: '2026-04-06', count: 0 },
      { start: '2026-04-13', count: 0 },
    ]);
    expect(summary.perWeek).toBeCloseTo(4 / 5);
  });

  it('keeps weeks whole across the autumn change too', () => {
    process.env['TZ'] = 'America/New_York'; // clocks go back on Sunday 1 November 2026
    const range = { from: new Date(2026, 9, 26), to: new Date(2026, 10, 9) };
    const all = [
      inLoop(local(2026, 11, 1, 23, 30)), // Sunday of the long day: the week of 26 October
      inLoop(local(2026, 11, 2, 0, 10)),
      inLoop(local(2026, 11, 8, 23, 59)),
    ];
    const summary = summarizeLoop('exams', all, range);
    expect(summary.weeks).toEqual([
      { start: '2026-10-26', count: 1 },
      { start: '2026-11-02', count: 2 },
    ]);
    expect(summary.perWeek).toBeCloseTo(1.5);
  });

  it('divides by the weeks since the loop first came up, at least one', () => {
    process.env['TZ'] = 'Europe/Istanbul';
    const range = { from: new Date(2026, 10, 2), to: new Date(2026, 11, 7) }; // five weeks
    const late = [inLoop(local(2026, 11, 24)), inLoop(local(2026, 11, 25)), inLoop(local(2026, 12, 1))];
    // From the week of 23 November to the one holding 6 December (the day before `to`): two weeks.
    expect(summarizeLoop('exams', late, range).perWeek).toBeCloseTo(1.5);
    const lastWeek = [inLoop(local(2026, 12, 6)), inLoop(local(2026, 12, 5))];
    expect(summarizeLoop('exams', lastWeek, range).perWeek).toBe(2);
  });

  it('gives every week with zero, no rate and no trend to a loop with nothing in the range', () => {
    process.env['TZ'] = 'Europe/Istanbul';
    const summary = summarizeLoop('exams', [inLoop(local(2026, 1, 1))], {
      from: new Date(2026, 10, 4),
      to: new Date(2026, 10, 16),
    });
    expect(summary).toEqual({
      loopId: 'exams',
      reflections: [],
      weeks: [
        { start: '2026-11-02', count: 0 },
        { start: '2026-11-09', count: 0 },
      ],
      perWeek: 0,
      after: [],
      afterTrend: null,
    });
  });

  describe('after trend', () => {
    const range = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };
    const afterWith = (n: number, emotions: Emotion[], timing: JournalTiming | null = JournalTiming.After) =>
      inLoop(day(n).toISOString(), { timing, emotions });
    const trendOf = (all: LoopReflection[]) => summarizeLoop('exams', all, range).afterTrend;

    it('lists the "after" reflections that name a feeling, with their mean pleasantness', () => {
      const all = [
        afterWith(0, [anxious, glad]),
        afterWith(1, [angry], JournalTiming.Before),
        afterWith(2, [], JournalTiming.After),
        afterWith(3, [sad], JournalTiming.During),
        afterWith(4, [calm], null),
        afterWith(5, [sad]),
      ];
      const { after } = summarizeLoop('exams', all, range);
      expect(after.map(({ reflectionId }) => reflectionId)).toEqual([all[0]?.id, all[5]?.id]);
      expect(after[0]?.pleasantness).toBeCloseTo(0.1);
      expect(after[0]?.date).toBe(day(0).toISOString());
      expect(after[1]?.pleasantness).toBeCloseTo(-0.5);
    });

    it('loosens when what follows grows more pleasant, tightens when less', () => {
      expect(
        trendOf([afterWith(0, [anxious]), afterWith(1, [sad]), afterWith(2, [calm]), afterWith(3, [glad])]),
      ).toBe('loosening');
      expect(trendOf([afterWith(0, [glad]), afterWith(1, [angry])])).toBe('tightening');
    });

    it('is steady within the shift, leaving out the middle of an odd count', () => {
      expect(trendOf([afterWith(0, [calm]), afterWith(1, [word('fine', 0.5, 'joy')])])).toBe('steady');
      expect(trendOf([afterWith(0, [anxious]), afterWith(1, [glad]), afterWith(2, [anxious])])).toBe(
        'steady',
      );
      expect(trendOf([afterWith(0, [anxious]), afterWith(1, [anxious]), afterWith(2, [glad])])).toBe(
        'loosening',
      );
    });

    it('says nothing with fewer than two', () => {
      expect(trendOf([afterWith(0, [glad]), afterWith(1, [anxious], JournalTiming.Before)])).toBeNull();
      expect(trendOf([])).toBeNull();
    });
  });
});

describe('summarizeLoops', () => {
  it('summarizes every loop with reflections in the range, the most recently active first', () => {
    const range = { from: day(0), to: day(30) };
    const all = [
      reflection(day(1), { loopId: 'a' }),
      reflection(day(20), { loopId: 'a' }),
      reflection(day(10), { loopId: 'b' }),
      reflection(day(25), { loopId: 'c' }),
      reflection(day(40), { loopId: 'b' }), // out of range: 'b' was last active on day 10
      reflection(day(-5), { loopId: 'd' }), // only out of range: no summary
      reflection(day(29)), // no loop
    ];
    const summaries = summarizeLoops(all, range);
    expect(summaries.map(({ loopId, reflections }) => [loopId, reflections.length])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 1],
    ]);
    expect(summarizeLoops([], range)).toEqual([]);
  });
});

/** A small seeded PRNG (mulberry32), so generated data is the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('over generated reflections', () => {
  const EMOTIONS = [
    anxious,
    angry,
    sad,
    glad,
    calm,
    love,
    own,
    word('awe', 0.2, undefined, ['fear', 'surprise']),
  ];
  const TAGS = ['Work', 'work ', 'Family', 'gym', 'İş', 'Traffic', 'traffic', ''];
  const WORDS = [
    'meeting',
    'with',
    'Boss',
    'again',
    'traffic',
    'jam',
    'call',
    'Mother',
    'late',
    'DEADLINE',
    'gym',
  ];
  const TIMINGS = [null, JournalTiming.Before, JournalTiming.During, JournalTiming.After] as const;
  const LOOPS = ['exams', 'calls', 'commute', 'family', 'gym'];
  const from = new Date(2026, 0, 1);
  const to = new Date(2027, 0, 1);

  function generate(seed: number, count: number): LoopReflection[] {
    const random = mulberry32(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const some = <T>(list: readonly T[], most: number): T[] =>
      Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(list));
    const span = to.getTime() - from.getTime() + 40 * DAY;
    return Array.from({ length: count }, (_, index) => ({
      id: `g${String(index)}`,
      date: new Date(from.getTime() - 20 * DAY + Math.floor(random() * span)).toISOString(),
      timing: pick(TIMINGS),
      title: some(WORDS, 4).join(random() < 0.5 ? ' ' : ', '),
      tags: some(TAGS, 2),
      loopId: random() < 0.5 ? null : pick(LOOPS),
      emotions: some(EMOTIONS, 3),
    }));
  }

  const familiesOf = (reflection: LoopReflection) =>
    new Set(
      reflection.emotions.flatMap((emotion) => [
        ...(emotion.family ? [emotion.family] : []),
        ...(emotion.parents ?? []),
      ]),
    );

  for (const seed of [1, 7, 42, 2026, 99_991]) {
    it(`summarizeLoops loses and doubles nothing (seed ${String(seed)})`, () => {
      process.env['TZ'] = 'Europe/Berlin';
      const all = generate(seed, 1200);
      const summaries = summarizeLoops(all, { from, to });
      const inside = all.filter(
        ({ date, loopId }) => loopId !== null && new Date(date) >= from && new Date(date) < to,
      );
      const seen = new Map<string, number>();
      for (const summary of summaries) {
        expect(summary.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(summary.reflections.length);
        expect(summary.weeks).toHaveLength(53);
        for (const { id, loopId } of summary.reflections) {
          expect(loopId).toBe(summary.loopId);
          seen.set(id, (seen.get(id) ?? 0) + 1);
        }
        expect(summary.perWeek).toBeGreaterThan(0);
      }
      expect(seen.size).toBe(inside.length);
      for (const { id } of inside) expect(seen.get(id)).toBe(1);
    });

    it(`suggestLoops suggests only what the rules allow (seed ${String(seed)})`, () => {
      const all = generate(seed, 1200);
      const byId = new Map(all.map((reflection) => [reflection.id, reflection]));
      const locale = 'tr-TR';
      const suggestions = suggestLoops(all, { locale });
      expect(suggestions.length).toBeGreaterThan(0);
      for (const suggestion of suggestions) {
        expect(new Set(suggestion.reflectionIds).size).toBe(suggestion.reflectionIds.length);
        expect(suggestion.peak).toBeGreaterThanOrEqual(3);
        expect(suggestion.peak).toBeLessThanOrEqual(suggestion.reflectionIds.length);
        expect(suggestion.key.endsWith(`|${suggestion.family}`)).toBe(true);
        const dates: number[] = [];
        for (const id of suggestion.reflectionIds) {
          const found = byId.get(id);
          expect(found?.loopId).toBeNull();
          if (!found) continue;
          dates.push(Date.parse(found.date));
          expect(familiesOf(found).has(suggestion.family)).toBe(true);
          const value = suggestion.reason.value.toLocaleLowerCase(locale);
          if (suggestion.reason.kind === 'tag') {
            expect(found.tags.map((tag) => tag.trim().toLocaleLowerCase(locale))).toContain(value);
            expect(suggestion.key).toBe(`tag:${value}|${suggestion.family}`);
          } else {
            expect(found.title.split(/[^\p{L}\p{N}]+/u).map((w) => w.toLocaleLowerCase(locale))).toContain(
              value,
            );
            expect(suggestion.key).toBe(`title:${value}|${suggestion.family}`);
          }
        }
        expect(dates).toEqual([...dates].sort((a, b) => a - b));
        expect(suggestion.latest).toBe(byId.get(suggestion.reflectionIds.at(-1) ?? '')?.date);
      }
      for (const [index, suggestion] of suggestions.entries()) {
        const next = suggestions[index + 1];
        if (next) expect(suggestion.peak).toBeGreaterThanOrEqual(next.peak);
      }
      expect(suggestLoops([...all].reverse(), { locale })).toEqual(suggestions);
    });
  }
});
