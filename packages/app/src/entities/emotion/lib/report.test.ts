import { afterEach, describe, expect, it } from 'vitest';
import type { Emotion, Quadrant } from '../model/types.ts';
import { testEmotion } from './test-emotion.ts';
import { JournalTiming } from '@emotion-guru/platform-sdk';
import type { MapPoint } from './map.ts';
import {
  daysOf,
  granularity,
  mainQuadrant,
  tagsByDayMood,
  timingShift,
  topWords,
  weeksOf,
  weekTrend,
  type Felt,
} from './report.ts';

const word = (id: string, quadrant: Quadrant, pleasantness: number): Emotion =>
  testEmotion({ id, quadrant, pleasantness });

const calm = word('calm', 'green', 0.6);
const anxious = word('anxious', 'red', -0.6);
const glad = word('glad', 'yellow', 0.8);
const felt = (emotion: Emotion, date: Date): Felt => ({ emotion, date: date.toISOString() });

const originalTz = process.env['TZ'];
afterEach(() => {
  process.env['TZ'] = originalTz;
});

describe('daysOf', () => {
  it('gives every day of the range its mean pleasantness, and null to a day with nothing', () => {
    process.env['TZ'] = 'Europe/Istanbul';
    const days = daysOf(
      [
        felt(calm, new Date(2026, 10, 2, 9)),
        felt(anxious, new Date(2026, 10, 2, 23, 30)),
        felt(glad, new Date(2026, 10, 4, 0, 10)),
      ],
      new Date(2026, 10, 1),
      new Date(2026, 10, 5),
    );
    expect(days.map((d) => d.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(days.map((d) => d.count)).toEqual([0, 2, 0, 1]);
    expect(days[0]?.average).toBeNull();
    expect(days[1]?.average).toBeCloseTo(0);
    expect(days[3]?.average).toBeCloseTo(0.8);
  });

  it('counts calendar days across daylight-saving changes: a year is 365 days, none twice', () => {
    process.env['TZ'] = 'America/New_York';
    const days = daysOf([], new Date(2025, 10, 23), new Date(2026, 10, 23));
    expect(days).toHaveLength(365);
    expect(new Set(days.map((d) => d.day)).size).toBe(365);
    expect(days.at(0)?.day).toBe('2025-11-23');
    expect(days.at(-1)?.day).toBe('2026-11-22');
  });

  it('loses nothing over a thousand generated feelings: the day counts add up', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = new Date(2026, 0, 1);
    const to = new Date(2027, 0, 1);
    const all = Array.from({ length: 1000 }, () =>
      felt(
        random() < 0.5 ? calm : anxious,
        new Date(from.getTime() + random() * (to.getTime() - from.getTime())),
      ),
    );
    const days = daysOf(all, from, to);
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(1000);
    for (const d of days) if (d.average !== null) expect(Math.abs(d.average)).toBeLessThanOrEqual(0.6 + 1e-9);
  });
});

describe('topWords, granularity and mainQuadrant', () => {
  const all = [
    felt(anxious, new Date(2026, 10, 1)),
    felt(calm, new Date(2026, 10, 2)),
    felt(anxious, new Date(2026, 10, 3)),
    felt(glad, new Date(2026, 10, 4)),
    felt(calm, new Date(2026, 10, 5)),
    felt(anxious, new Date(2026, 10, 6)),
  ];

  it('ranks words by how often, the later one first on a tie, up to the limit', () => {
    expect(topWords(all, 2).map(({ emotion, count }) => [emotion.id, count])).toEqual([
      ['anxious', 3],
      ['calm', 2],
    ]);
    expect(
      topWords([felt(calm, new Date(2026, 0, 1)), felt(glad, new Date(2026, 0, 2))], 5)[0]?.emotion.id,
    ).toBe('glad');
  });

  it('counts the different words used', () => {
    expect(granularity(all)).toBe(3);
    expect(granularity([])).toBe(0);
  });

  it('finds the quadrant most feelings fell in, with its share', () => {
    expect(mainQuadrant(all)).toEqual({ quadrant: 'red', share: 0.5 });
    expect(mainQuadrant([])).toBeNull();
  });
});

describe('weeksOf', () => {
  it('counts each week (Monday to Sunday) by quadrant, from the week holding the first day', () => {
    process.env['TZ'] = 'Europe/Istanbul';
    // Wednesday 4 November to Monday 16 November 2026 (exclusive): three weeks, starting on the 2nd.
    const weeks = weeksOf(
      [
        felt(calm, new Date(2026, 10, 4, 8)),
        felt(anxious, new Date(2026, 10, 8, 23, 59)), // Sunday: still the first week
        felt(anxious, new Date(2026, 10, 9, 0, 1)), // Monday: the second
        felt(glad, new Date(2026, 10, 15, 12)),
        felt(glad, new Date(2026, 10, 3, 12)), // before the period: left out
        felt(glad, new Date(2026, 10, 16, 0, 0)), // after it: left out
      ],
      new Date(2026, 10, 4),
      new Date(2026, 10, 16),
    );
    expect(weeks.map((w) => w.start)).toEqual(['2026-11-02', '2026-11-09']);
    expect(weeks[0]).toEqual({
      start: '2026-11-02',
      counts: { red: 1, yellow: 0, blue: 0, green: 1 },
      total: 2,
    });
    expect(weeks[1]).toEqual({
      start: '2026-11-09',
      counts: { red: 1, yellow: 1, blue: 0, green: 0 },
      total: 2,
    });
  });

  it('keeps weeks whole across daylight-saving changes: 53 Mondays for a year, each seven days apart', () => {
    process.env['TZ'] = 'America/New_York';
    const weeks = weeksOf([], new Date(2025, 10, 23), new Date(2026, 10, 23));
    expect(weeks).toHaveLength(53);
    for (const [index, week] of weeks.entries()) {
      const [y, m, d] = week.start.split('-').map(Number) as [number, number, number];
      expect(new Date(y, m - 1, d).getDay()).toBe(1);
      if (index > 0) {
        const [py, pm, pd] = (weeks[index - 1]?.start ?? '').split('-').map(Number) as [
          number,
          number,
          number,
        ];
        expect(
          Math.round((new Date(y, m - 1, d).getTime() - new Date(py, pm - 1, pd).getTime()) / 86_400_000),
        ).toBe(7);
      }
    }
  });

  it('loses and doubles nothing over a thousand generated feelings', () => {
    process.env['TZ'] = 'Europe/Berlin';
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = new Date(2026, 0, 1);
    const to = new Date(2027, 0, 1);
    const words = [calm, anxious, glad];
    const all = Array.from({ length: 1000 }, () =>
      felt(
        words[Math.floor(random() * words.length)] ?? calm,
        new Date(
          from.getTime() - 7 * 86_400_000 + random() * (to.getTime() - from.getTime() + 14 * 86_400_000),
        ),
      ),
    );
    const inside = all.filter(({ date }) => new Date(date) >= from && new Date(date) < to);
    const weeks = weeksOf(all, from, to);
    expect(weeks.reduce((sum, w) => sum + w.total, 0)).toBe(inside.length);
    for (const w of weeks)
      expect(w.counts.red + w.counts.yellow + w.counts.blue + w.counts.green).toBe(w.total);
    expect(weeks.reduce((sum, w) => sum + w.counts.yellow, 0)).toBe(
      inside.filter(({ emotion }) => emotion.quadrant === 'yellow').length,
    );
  });
});

describe('timingShift', () => {
  let counter = 0;
  const said = (emotion: Emotion, timing: JournalTiming | null, loopId?: string, day = 1): MapPoint => {
    counter += 1;
    return {
      key: `r${String(counter)}#0`,
      source: 'reflection',
      reflectionId: `r${String(counter)}`,
      ...(loopId === undefined ? {} : { loopId }),
      emotion,
      date: new Date(2026, 10, day, 9).toISOString(),
      timing,
      recency: 1,
    };
  };

  it('follows the loops reflected on at more than one timing, timing by timing, in order', () => {
    const shift = timingShift([
      // "meetings": before and after.
      said(anxious, JournalTiming.After, 'meetings', 1),
      said(anxious, JournalTiming.Before, 'meetings', 2),
      said(anxious, JournalTiming.Before, 'meetings', 3),
      said(calm, JournalTiming.After, 'meetings', 4),
      said(glad, JournalTiming.After, 'meetings', 5),
      // "calls": during and after.
      said(anxious, JournalTiming.During, 'calls', 6),
      said(calm, JournalTiming.After, 'calls', 7),
      // Only ever "after": no shift to tell, left out.
      said(anxious, JournalTiming.After, 'runs', 8),
      // No loop, or no timing: left out.
      said(anxious, JournalTiming.Before, undefined, 9),
      said(glad, null, 'meetings', 10),
      { ...said(glad, JournalTiming.Before, 'meetings', 11), source: 'check-in' },
    ]);
    expect(shift.loops).toBe(2);
    expect(shift.timings.map(({ timing, count, top }) => [timing, count, top.id])).toEqual([
      [JournalTiming.Before, 2, 'anxious'],
      [JournalTiming.During, 1, 'anxious'],
      [JournalTiming.After, 4, 'calm'],
    ]);
    expect(shift.timings[0]?.average).toBeCloseTo(-0.6);
    // After: anxious (-0.6), calm (0.6), glad (0.8), calm (0.6).
    expect(shift.timings[2]?.average).toBeCloseTo(0.35);
  });

  it('is empty when no loop has two timings', () => {
    expect(
      timingShift([said(calm, JournalTiming.After, 'walks'), said(glad, JournalTiming.After, 'walks')]),
    ).toEqual({ loops: 0, timings: [] });
    expect(timingShift([])).toEqual({ loops: 0, timings: [] });
  });
});

describe('weekTrend', () => {
  const now = new Date(2026, 10, 26, 15);
  const at = (daysAgo: number, hour = 12) => new Date(2026, 10, 26 - daysAgo, hour);

  it('counts the last seven days against the seven before and tells the trend', () => {
    process.env['TZ'] = 'Europe/Istanbul';
    const week = weekTrend(
      [
        felt(anxious, at(0, 8)),
        felt(anxious, at(6, 0)), // the first day of this week, just after midnight
        felt(calm, at(7, 23)), // the last day of the week before
        felt(glad, at(13)),
        felt(glad, at(14)), // older: left out
      ],
      now,
    );
    expect(week).toMatchObject({ thisWeek: 2, lastWeek: 2, trend: 'lower' });
    expect(week.average).toBeCloseTo(-0.6);
    expect(week.previousAverage).toBeCloseTo(0.7);
  });

  it('says more pleasant, about the same, or nothing without both weeks', () => {
    expect(weekTrend([felt(glad, at(1)), felt(anxious, at(8))], now).trend).toBe('higher');
    expect(weekTrend([felt(calm, at(1)), felt(calm, at(8))], now).trend).toBe('steady');
    expect(weekTrend([felt(calm, at(1))], now)).toMatchObject({ thisWeek: 1, lastWeek: 0, trend: null });
    expect(weekTrend([felt(calm, at(9))], now)).toMatchObject({ thisWeek: 0, average: null, trend: null });
  });
});

describe('tagsByDayMood', () => {
  const mood = (day: string, average: number | null) => ({ day, average, count: average === null ? 0 : 1 });
  const days = [
    mood('2026-11-01', 0.6),
    mood('2026-11-02', -0.5),
    mood('2026-11-03', 0.1),
    mood('2026-11-04', null),
    mood('2026-11-05', -0.15),
  ];
  const at = (day: number, hour = 12) => new Date(2026, 10, day, hour).toISOString();

  it('counts each tag’s days by how they felt: pleasant, mixed (within ±0.15) or unpleasant', () => {
    const result = tagsByDayMood(
      [
        { date: at(1), tags: ['Work', 'gym'] },
        { date: at(2), tags: ['work'] },
        { date: at(3), tags: ['work'] },
        // The edge is mixed: -0.15 is not below -0.15.
        { date: at(5), tags: ['work'] },
      ],
      days,
      'en',
    );
    expect(result).toEqual([
      { tag: 'Work', pleasant: 1, mixed: 2, unpleasant: 1, total: 4 },
      { tag: 'gym', pleasant: 1, mixed: 0, unpleasant: 0, total: 1 },
    ]);
  });

  it('counts a day once per tag, leaves out days with no feelings or outside the days, and blank tags', () => {
    const result = tagsByDayMood(
      [
        { date: at(2, 9), tags: ['exam'] },
        { date: at(2, 21), tags: ['Exam', ' '] },
        { date: at(4), tags: ['exam'] },
        { date: at(20), tags: ['exam'] },
      ],
      days,
      'en',
    );
    expect(result).toEqual([{ tag: 'exam', pleasant: 0, mixed: 0, unpleasant: 1, total: 1 }]);
  });

  it('compares tags in the user’s language (Turkish İ and i are one letter pair) and sorts by days, then name', () => {
    const result = tagsByDayMood(
      [
        { date: at(1), tags: ['İŞ'] },
        { date: at(2), tags: ['iş'] },
        { date: at(1), tags: ['ders'] },
        { date: at(3), tags: ['aile'] },
      ],
      days,
      'tr-TR',
    );
    expect(result.map(({ tag, total }) => [tag, total])).toEqual([
      ['İŞ', 2],
      ['aile', 1],
      ['ders', 1],
    ]);
  });
});
