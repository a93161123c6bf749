import type { JournalTiming, VegEmotionRecord, VegReflection } from '@emotion-guru/platform-sdk';
import type { Emotion, Quadrant } from '../model/types.ts';

/** The periods the emotional map offers, in days back from today (today included). */
export const MAP_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export type MapPeriod = (typeof MAP_PERIODS)[number];
const PERIOD_DAYS: Record<MapPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

export interface DateRange {
  /** Inclusive: the start of the period's first day. */
  from: Date;
  /** Exclusive: the start of the day after the period. */
  to: Date;
}

/**
 * The period's days in the user's (the device's) time zone: from midnight of the first day to midnight
 * after today. Built from calendar fields, so a daylight-saving change inside the period moves nothing.
 */
export function periodRange(period: MapPeriod, now: Date): DateRange {
  const year = now.getFullYear();
  const month = now.getMonth();
  const day = now.getDate();
  return { from: new Date(year, month, day + 1 - PERIOD_DAYS[period]), to: new Date(year, month, day + 1) };
}

/** A calendar day as `yyyy-mm-dd` (the date fields' form) in the device's time zone. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A custom period from its first to its last day (both `yyyy-mm-dd`, both included), in the device's
 * time zone; null while a day is missing or the first comes after the last.
 */
export function customRange(first: string, last: string): DateRange | null {
  const day = (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return match ? ([Number(match[1]), Number(match[2]) - 1, Number(match[3])] as const) : null;
  };
  const from = day(first);
  const to = day(last);
  if (!from || !to) return null;
  const range = { from: new Date(from[0], from[1], from[2]), to: new Date(to[0], to[1], to[2] + 1) };
  return range.from < range.to ? range : null;
}

/** One felt emotion on the map: a check-in, or one of the emotions a reflection names. */
export interface MapPoint {
  /** Unique on the map: the check-in's id, or the reflection's id and the emotion's place in it. */
  key: string;
  source: 'check-in' | 'reflection';
  /** The reflection it came from (reflection points only). */
  reflectionId?: string;
  /** The loop (kind of event) that reflection belongs to, if any. */
  loopId?: string;
  /** That reflection's tag names (reflection points only). */
  tags?: readonly string[];
  emotion: Emotion;
  /** ISO date and time the feeling was recorded for. */
  date: string;
  timing: JournalTiming | null;
  /** 1 for the latest moment of the period, down to 0 at its start: older points are drawn fainter. */
  recency: number;
}

export interface MapInput {
  checkIns: readonly VegEmotionRecord[];
  reflections: readonly VegReflection[];
  /** The catalogue (with the client's own words) by id. */
  emotions: ReadonlyMap<string, Emotion>;
  range: DateRange;
}

function inRange(date: string | undefined, { from, to }: DateRange): number | null {
  if (!date) return null;
  const time = Date.parse(date);
  return Number.isNaN(time) || time < from.getTime() || time >= to.getTime() ? null : time;
}

/**
 * Every check-in and reflection emotion dated in the range whose word the catalogue knows, oldest first
 * (so the newest are drawn on top). A reflection's emotions all take the reflection's date and timing.
 */
export function toMapPoints({ checkIns, reflections, emotions, range }: MapInput): MapPoint[] {
  const span = Math.max(1, range.to.getTime() - range.from.getTime());
  const recency = (time: number) => (time - range.from.getTime()) / span;
  const points: { point: MapPoint; time: number }[] = [];
  for (const record of checkIns) {
    const time = inRange(record.date, range);
    const emotion = record.emotion_id === undefined ? undefined : emotions.get(record.emotion_id);
    if (time === null || !record.id || !emotion) continue;
    points.push({
      time,
      point: {
        key: record.id,
        source: 'check-in',
        emotion,
        date: new Date(time).toISOString(),
        timing: record.timing ?? null,
        recency: recency(time),
      },
    });
  }
  for (const reflection of reflections) {
    const time = inRange(reflection.date, range);
    if (time === null || !reflection.id) continue;
    const reflectionId = reflection.id;
    const loopId = reflection.loop_id ?? undefined;
    const tags = (reflection.tags ?? []).flatMap((tag) => (tag.name ? [tag.name] : []));
    (reflection.emotions ?? []).forEach((felt, index) => {
      const emotion = emotions.get(felt.emotion_id);
      if (!emotion) return;
      points.push({
        time,
        point: {
          key: `${reflectionId}#${String(index)}`,
          source: 'reflection',
          reflectionId,
          ...(loopId === undefined ? {} : { loopId }),
          ...(tags.length === 0 ? {} : { tags }),
          emotion,
          date: new Date(time).toISOString(),
          timing: reflection.timing ?? null,
          recency: recency(time),
        },
      });
    });
  }
  return points
    .sort((a, b) => a.time - b.time || a.point.key.localeCompare(b.point.key))
    .map(({ point }) => point);
}

/** How many points fall in each quadrant: the chart's summary in words. */
export function countByQuadrant(points: readonly MapPoint[]): Record<Quadrant, number> {
  const counts: Record<Quadrant, number> = { yellow: 0, red: 0, blue: 0, green: 0 };
  for (const point of points) counts[point.emotion.quadrant] += 1;
  return counts;
}
