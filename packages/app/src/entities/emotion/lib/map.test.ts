import type { VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { Emotion, Quadrant } from '../model/types.ts';
import {
  countByQuadrant,
  customRange,
  isoDay,
  MAP_PERIODS,
  periodRange,
  toMapPoints,
  type DateRange,
} from './map.ts';

const PLACES: Record<Quadrant, { pleasantness: number; energy: number }> = {
  yellow: { pleasantness: 0.6, energy: 0.6 },
  red: { pleasantness: -0.6, energy: 0.6 },
  blue: { pleasantness: -0.6, energy: -0.6 },
  green: { pleasantness: 0.6, energy: -0.6 },
};

function word(id: string, quadrant: Quadrant): Emotion {
  return {
    id,
    name: id,
    definition: `${id}.`,
    kind: 1,
    level: 2,
    origin: 'everyday',
    ...PLACES[quadrant],
    quadrant,
    isCustom: false,
  };
}

const calm = word('calm', 'green');
const anxious = word('anxious', 'red');
const excited = word('excited', 'yellow');
const EMOTIONS = new Map([calm, anxious, excited].map((emotion) => [emotion.id, emotion]));
const november: DateRange = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') };

const originalTz = process.env['TZ'];
afterEach(() => {
  process.env['TZ'] = originalTz;
});

describe('periodRange', () => {
  it('covers whole days in the device time zone, today included', () => {
    process.env['TZ'] = 'Europe/Istanbul';
    const range = periodRange('7d', new Date('2026-11-24T12:30:00+03:00'));
    expect(range.from.toISOString()).toBe('2026-11-17T21:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('keeps local midnights across a daylight-saving change (30 days over the end of US summer time)', () => {
    process.env['TZ'] = 'America/New_York';
    const { from, to } = periodRange('30d', new Date(2026, 10, 20, 9, 0));
    expect([from.getHours(), from.getDate(), from.getMonth()]).toEqual([0, 22, 9]);
    expect([to.getHours(), to.getDate(), to.getMonth()]).toEqual([0, 21, 10]);
    // 30 calendar days, one of them 25 hours long.
    expect(to.getTime() - from.getTime()).toBe((30 * 24 + 1) * 3_600_000);
  });

  it('offers the periods from short to long', () => {
    const spans = MAP_PERIODS.map((period) => {
      const { from, to } = periodRange(period, new Date(2026, 5, 15));
      return Math.round((to.getTime() - from.getTime()) / 86_400_000);
    });
    expect(spans).toEqual([7, 30, 90, 365]);
  });
});

describe('toMapPoints', () => {
  it('takes check-ins and every emotion of a reflection in the range, oldest first', () => {
    const checkIns: VegEmotionRecord[] = [
      { id: 'r2', emotion_id: 'anxious', date: '2026-11-20T08:00:00Z', timing: 1 },
      { id: 'r1', emotion_id: 'calm', date: '2026-11-02T21:00:00Z' },
    ];
    const reflections: VegReflection[] = [
      {
        id: 'f1',
        date: '2026-11-10T12:00:00Z',
        timing: 4,
        emotions: [{ emotion_id: 'excited' }, { emotion_id: 'anxious', level: 2 }],
      },
    ];
    const points = toMapPoints({ checkIns, reflections, emotions: EMOTIONS, range: november });
    expect(points.map((point) => point.key)).toEqual(['r1', 'f1#0', 'f1#1', 'r2']);
    expect(points[1]).toMatchObject({
      source: 'reflection',
      reflectionId: 'f1',
      timing: 4,
      emotion: excited,
    });
    expect(points[0]).toMatchObject({ source: 'check-in', timing: null, emotion: calm });
    expect(points[0]?.reflectionId).toBeUndefined();
  });

  it('leaves out what is outside the range, undated, or a word the catalogue does not know', () => {
    const checkIns: VegEmotionRecord[] = [
      { id: 'start', emotion_id: 'calm', date: '2026-11-01T00:00:00Z' },
      { id: 'end', emotion_id: 'calm', date: '2026-12-01T00:00:00Z' },
      { id: 'before', emotion_id: 'calm', date: '2026-10-31T23:59:59Z' },
      { id: 'undated', emotion_id: 'calm' },
      { id: 'unknown', emotion_id: 'gone', date: '2026-11-05T00:00:00Z' },
      { id: '', emotion_id: 'calm', date: '2026-11-05T00:00:00Z' },
    ];
    const reflections: VegReflection[] = [
      { id: 'f', date: '2026-11-03T00:00:00Z', emotions: [{ emotion_id: 'gone' }] },
    ];
    const points = toMapPoints({ checkIns, reflections, emotions: EMOTIONS, range: november });
    expect(points.map((point) => point.key)).toEqual(['start']);
  });

  it('draws the newest strongest: recency runs from 0 at the start of the range towards 1 at its end', () => {
    const checkIns: VegEmotionRecord[] = [
      { id: 'first', emotion_id: 'calm', date: '2026-11-01T00:00:00Z' },
      { id: 'middle', emotion_id: 'calm', date: '2026-11-16T00:00:00Z' },
      { id: 'last', emotion_id: 'calm', date: '2026-11-30T23:59:59Z' },
    ];
    const [first, middle, last] = toMapPoints({
      checkIns,
      reflections: [],
      emotions: EMOTIONS,
      range: november,
    });
    expect(first?.recency).toBe(0);
    expect(middle?.recency).toBe(0.5);
    expect(last?.recency).toBeGreaterThan(0.999);
  });

  it('counts the points of each quadrant', () => {
    const checkIns: VegEmotionRecord[] = ['calm', 'calm', 'anxious'].map((id, index) => ({
      id: `c${String(index)}`,
      emotion_id: id,
      date: '2026-11-05T00:00:00Z',
    }));
    const points = toMapPoints({ checkIns, reflections: [], emotions: EMOTIONS, range: november });
    expect(countByQuadrant(points)).toEqual({ yellow: 0, red: 1, blue: 0, green: 2 });
  });

  it('loses and double-counts nothing: 1,000 generated records, split into consecutive periods', () => {
    // A small seeded generator (mulberry32): the same records on every run.
    let seed = 20261124;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const year: DateRange = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };
    const span = year.to.getTime() - year.from.getTime();
    const ids = ['calm', 'anxious', 'excited', 'unknown'];
    const pick = () => ids[Math.floor(random() * ids.length)] ?? 'calm';
    // Some a little outside the year, some on the boundaries.
    const when = () => new Date(year.from.getTime() - span * 0.05 + random() * span * 1.1).toISOString();
    const checkIns: VegEmotionRecord[] = Array.from({ length: 700 }, (_, i) => ({
      id: `c${String(i)}`,
      emotion_id: pick(),
      date: i % 100 === 0 ? year.from.toISOString() : when(),
    }));
    const reflections: VegReflection[] = Array.from({ length: 300 }, (_, i) => ({
      id: `f${String(i)}`,
      date: when(),
      emotions: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ emotion_id: pick() })),
    }));

    const whole = toMapPoints({ checkIns, reflections, emotions: EMOTIONS, range: year });
    const monthStarts = Array.from({ length: 13 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
    const byMonth = monthStarts.slice(0, -1).flatMap((from, month) =>
      toMapPoints({
        checkIns,
        reflections,
        emotions: EMOTIONS,
        range: { from, to: monthStarts[month + 1] ?? from },
      }),
    );

    const expected =
      checkIns.filter(
        (r) => r.emotion_id !== 'unknown' && (r.date ?? '') >= '2026-01-01' && (r.date ?? '') < '2027-01-01',
      ).length +
      reflections
        .filter((r) => (r.date ?? '') >= '2026-01-01' && (r.date ?? '') < '2027-01-01')
        .reduce((sum, r) => sum + (r.emotions ?? []).filter((e) => e.emotion_id !== 'unknown').length, 0);
    expect(whole.length).toBe(expected);
    expect(new Set(whole.map((point) => point.key)).size).toBe(whole.length);
    expect(byMonth.map((point) => point.key).sort()).toEqual(whole.map((point) => point.key).sort());
    const quadrantTotal = Object.values(countByQuadrant(whole)).reduce((sum, n) => sum + n, 0);
    expect(quadrantTotal).toBe(whole.length);
  });
});

describe('customRange', () => {
  it('runs from the first day’s midnight to the midnight after the last, in local time', () => {
    const range = customRange('2026-03-28', '2026-03-30');
    expect(range?.from).toEqual(new Date(2026, 2, 28));
    expect(range?.to).toEqual(new Date(2026, 2, 31));
  });

  it('is one whole day when the first and the last are the same', () => {
    expect(customRange('2026-11-23', '2026-11-23')).toEqual({
      from: new Date(2026, 10, 23),
      to: new Date(2026, 10, 24),
    });
  });

  it('is null while a day is missing or not a day, or the first comes after the last', () => {
    expect(customRange('', '2026-11-23')).toBeNull();
    expect(customRange('2026-11-23', '23.11.2026')).toBeNull();
    expect(customRange('2026-11-24', '2026-11-23')).toBeNull();
  });

  it('reads back what isoDay writes', () => {
    const day = new Date(2026, 0, 5, 23, 30);
    expect(isoDay(day)).toBe('2026-01-05');
    expect(customRange(isoDay(day), isoDay(day))?.from).toEqual(new Date(2026, 0, 5));
  });
});
