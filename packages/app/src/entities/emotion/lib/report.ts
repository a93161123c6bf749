import { JournalTiming } from '@emotion-guru/platform-sdk';
import type { Emotion, Quadrant } from '../model/types.ts';
import { isoDay, type MapPoint } from './map.ts';
import { QUADRANTS } from './quadrant.ts';

/** What the report's aggregations need of a felt emotion: the word and when (ISO date and time). */
export interface Felt {
  emotion: Emotion;
  date: string;
}

export interface DayMood {
  /** `yyyy-mm-dd` in the device's time zone. */
  day: string;
  /** The day's feelings' mean pleasantness (-1..+1), or null on a day with none. */
  average: number | null;
  count: number;
}

/**
 * A year in pixels: every calendar day from `from` up to (not including) `to`, in the device's time zone,
 * with its feelings' mean pleasantness. Days are counted by the calendar, so a daylight-saving change
 * neither skips nor repeats one; a feeling outside the days is left out.
 */
export function daysOf(felt: readonly Felt[], from: Date, to: Date): DayMood[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const { emotion, date } of felt) {
    const day = isoDay(new Date(date));
    const sum = sums.get(day) ?? { total: 0, count: 0 };
    sum.total += emotion.pleasantness;
    sum.count += 1;
    sums.set(day, sum);
  }
  const days: DayMood[] = [];
  for (let d = new Date(from.getFullYear(), from.getMonth(), from.getDate()); d < to;) {
    const day = isoDay(d);
    const sum = sums.get(day);
    days.push({ day, average: sum ? sum.total / sum.count : null, count: sum?.count ?? 0 });
    d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
  }
  return days;
}

export interface WordCount {
  emotion: Emotion;
  count: number;
}

/** The words felt most often, most first (ties: the word felt last first), at most `limit`. */
export function topWords(felt: readonly Felt[], limit: number): WordCount[] {
  const counts = new Map<string, WordCount & { last: string }>();
  for (const { emotion, date } of felt) {
    const entry = counts.get(emotion.id) ?? { emotion, count: 0, last: date };
    entry.count += 1;
    if (date > entry.last) entry.last = date;
    counts.set(emotion.id, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || b.last.localeCompare(a.last))
    .slice(0, limit)
    .map(({ emotion, count }) => ({ emotion, count }));
}

/** Emotional granularity: how many different words were used. */
export function granularity(felt: readonly Felt[]): number {
  return new Set(felt.map(({ emotion }) => emotion.id)).size;
}

/** The quadrant most feelings fell in and its share (0..1); null when nothing was felt. */
export function mainQuadrant(felt: readonly Felt[]): { quadrant: Quadrant; share: number } | null {
  if (felt.length === 0) return null;
  const counts = new Map<Quadrant, number>(QUADRANTS.map((quadrant) => [quadrant, 0]));
  for (const { emotion } of felt) counts.set(emotion.quadrant, (counts.get(emotion.quadrant) ?? 0) + 1);
  const [quadrant, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['yellow', 0];
  return { quadrant, share: count / felt.length };
}

export interface WeekMood {
  /** The week's Monday, `yyyy-mm-dd` in the device's time zone. */
  start: string;
  /** How many feelings of the week fell in each quadrant. */
  counts: Record<Quadrant, number>;
  total: number;
}

/**
 * Emotions over time: every week (Monday to Sunday, in the device's time zone) from the one holding
 * `from` to the one holding the last moment before `to`, with its feelings counted by quadrant. Weeks are
 * stepped by the calendar, so a daylight-saving change moves no feeling to another week; a feeling
 * outside `[from, to)` is left out.
 */
export function weeksOf(felt: readonly Felt[], from: Date, to: Date): WeekMood[] {
  const mondayOf = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
  const weeks: WeekMood[] = [];
  const byStart = new Map<string, WeekMood>();
  for (let monday = mondayOf(from); monday < to;) {
    const week: WeekMood = {
      start: isoDay(monday),
      counts: { red: 0, yellow: 0, blue: 0, green: 0 },
      total: 0,
    };
    weeks.push(week);
    byStart.set(week.start, week);
    monday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  }
  for (const { emotion, date } of felt) {
    const at = new Date(date);
    if (at < from || at >= to) continue;
    const week = byStart.get(isoDay(mondayOf(at)));
    if (!week) continue;
    week.counts[emotion.quadrant] += 1;
    week.total += 1;
  }
  return weeks;
}

export interface TimingMood {
  timing: JournalTiming;
  /** How many feelings the reflections at this timing named. */
  count: number;
  /** Their mean pleasantness, -1..+1. */
  average: number;
  /** The word named most at this timing (ties: the later one). */
  top: Emotion;
}

const TIMINGS = [JournalTiming.Before, JournalTiming.During, JournalTiming.After] as const;

/**
 * Before, during, after: how feelings shift across an event's timing. An event's kind is its loop; only
 * the loops with reflections at more than one timing count (a loop reflected on only "after" says
 * nothing about a shift). Returns how many loops qualified and, for each timing they have, in order, the
 * feelings named then. Check-ins and reflections outside a loop are left out.
 */
export function timingShift(points: readonly MapPoint[]): { loops: number; timings: TimingMood[] } {
  const timingsByLoop = new Map<string, Set<JournalTiming>>();
  for (const { source, loopId, timing } of points) {
    if (source !== 'reflection' || loopId === undefined || timing === null) continue;
    const timings = timingsByLoop.get(loopId) ?? new Set<JournalTiming>();
    timings.add(timing);
    timingsByLoop.set(loopId, timings);
  }
  const loops = new Set(
    [...timingsByLoop].filter(([, timings]) => timings.size > 1).map(([loopId]) => loopId),
  );
  const timings: TimingMood[] = [];
  for (const timing of TIMINGS) {
    const felt = points.filter(
      (point) =>
        point.source === 'reflection' &&
        point.loopId !== undefined &&
        loops.has(point.loopId) &&
        point.timing === timing,
    );
    const top = topWords(felt, 1)[0];
    if (!top) continue;
    const average = felt.reduce((sum, { emotion }) => sum + emotion.pleasantness, 0) / felt.length;
    timings.push({ timing, count: felt.length, average, top: top.emotion });
  }
  return { loops: loops.size, timings };
}

export interface WeekTrend {
  /** Feelings recorded in the last 7 days (today included) and in the 7 days before. */
  thisWeek: number;
  lastWeek: number;
  /** Their mean pleasantness, or null for a week with none. */
  average: number | null;
  previousAverage: number | null;
  /** This week against the one before: less or more pleasant by more than `STEADY_SHIFT`, or about the same; null without both. */
  trend: 'lower' | 'higher' | 'steady' | null;
}

/** A change of mean pleasantness smaller than this (on the -1..+1 scale) is "about the same". */
export const STEADY_SHIFT = 0.15;

/**
 * One client's week, for a caretaker's overview: how much they recorded in the last 7 calendar days
 * (device time zone, today included) against the 7 before, and whether it trends less or more pleasant.
 */
export function weekTrend(felt: readonly Felt[], now: Date): WeekTrend {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const weekStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6);
  const previousStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 13);
  const sum = { now: 0, before: 0 };
  let thisWeek = 0;
  let lastWeek = 0;
  for (const { emotion, date } of felt) {
    const at = new Date(date);
    if (at >= weekStart && at < today) {
      thisWeek += 1;
      sum.now += emotion.pleasantness;
    } else if (at >= previousStart && at < weekStart) {
      lastWeek += 1;
      sum.before += emotion.pleasantness;
    }
  }
  const average = thisWeek > 0 ? sum.now / thisWeek : null;
  const previousAverage = lastWeek > 0 ? sum.before / lastWeek : null;
  let trend: WeekTrend['trend'] = null;
  if (average !== null && previousAverage !== null) {
    if (average - previousAverage < -STEADY_SHIFT) trend = 'lower';
    else if (average - previousAverage > STEADY_SHIFT) trend = 'higher';
    else trend = 'steady';
  }
  return { thisWeek, lastWeek, average, previousAverage, trend };
}

/** How the days a tag was used on felt: pleasant, unpleasant, or in between (by their mean pleasantness). */
export interface TagDays {
  /** The tag as first written. */
  tag: string;
  pleasant: number;
  mixed: number;
  unpleasant: number;
  /** All the days it was used on that have feelings recorded. */
  total: number;
}

/**
 * Which tags go with pleasant or unpleasant days: for each tag (compared case-insensitively), the days it
 * was used on (device time zone, each day once), split by that day's mean pleasantness: above
 * `STEADY_SHIFT` pleasant, below minus it unpleasant, else mixed. A day with no feelings recorded is not
 * counted. Counts, not causes. Most days first, then by name.
 */
export function tagsByDayMood(
  tagged: readonly { date: string; tags: readonly string[] }[],
  days: readonly DayMood[],
  locale: string,
): TagDays[] {
  const moods = new Map(days.map((day) => [day.day, day.average]));
  const byTag = new Map<string, { tag: string; days: Set<string> }>();
  for (const { date, tags } of tagged) {
    const day = isoDay(new Date(date));
    if (typeof moods.get(day) !== 'number') continue;
    for (const raw of tags) {
      const tag = raw.trim();
      if (tag === '') continue;
      const key = tag.toLocaleLowerCase(locale);
      const entry = byTag.get(key) ?? { tag, days: new Set<string>() };
      entry.days.add(day);
      byTag.set(key, entry);
    }
  }
  const result: TagDays[] = [];
  for (const { tag, days: used } of byTag.values()) {
    const counts = { pleasant: 0, mixed: 0, unpleasant: 0 };
    for (const day of used) {
      const average = moods.get(day) ?? 0;
      if (average > STEADY_SHIFT) counts.pleasant += 1;
      else if (average < -STEADY_SHIFT) counts.unpleasant += 1;
      else counts.mixed += 1;
    }
    result.push({ tag, ...counts, total: used.size });
  }
  return result.sort((a, b) => b.total - a.total || a.tag.localeCompare(b.tag, locale));
}

export interface UnpleasantFocus {
  /** The unpleasant word (pleasantness below zero) named most in the points, and how often. */
  emotion: Emotion;
  count: number;
  /** The timing more than half of those feelings were recorded at, or null when none dominates. */
  timing: JournalTiming | null;
  /** The tag (as first written) on more than half of those feelings, or null when none dominates. */
  tag: string | null;
}

/** The key of the value found in more than half of `total` items, or null. */
function dominant<K>(counts: ReadonlyMap<K, number>, total: number): K | null {
  for (const [key, count] of counts) if (count * 2 > total) return key;
  return null;
}

/**
 * Context for the period's summary: the unpleasant word named most (ties: the one felt later), with the
 * timing and the tag that dominate its feelings (each on more than half of them; a tag once per feeling,
 * compared case-insensitively in `locale`). Null when no unpleasant feeling was recorded.
 */
export function unpleasantFocus(points: readonly MapPoint[], locale: string): UnpleasantFocus | null {
  const unpleasant = points.filter(({ emotion }) => emotion.pleasantness < 0);
  const top = topWords(unpleasant, 1)[0];
  if (!top) return null;
  const felt = unpleasant.filter(({ emotion }) => emotion.id === top.emotion.id);
  const timings = new Map<JournalTiming, number>();
  const tags = new Map<string, number>();
  const spelled = new Map<string, string>();
  for (const { timing, tags: named = [] } of felt) {
    if (timing !== null) timings.set(timing, (timings.get(timing) ?? 0) + 1);
    const keys = new Set<string>();
    for (const raw of named) {
      const tag = raw.trim();
      if (tag === '') continue;
      const key = tag.toLocaleLowerCase(locale);
      if (!spelled.has(key)) spelled.set(key, tag);
      keys.add(key);
    }
    for (const key of keys) tags.set(key, (tags.get(key) ?? 0) + 1);
  }
  const tag = dominant(tags, felt.length);
  return {
    emotion: top.emotion,
    count: felt.length,
    timing: dominant(timings, felt.length),
    tag: tag === null ? null : (spelled.get(tag) ?? tag),
  };
}
