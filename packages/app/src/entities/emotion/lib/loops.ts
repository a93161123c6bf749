import { JournalTiming, type BasicEmotionFamily } from '@emotion-guru/platform-sdk';
import type { Emotion } from '../model/types.ts';
import { isoDay } from './map.ts';
import { STEADY_SHIFT } from './report.ts';

/** What loop suggestions and summaries need of a reflection. */
export interface LoopReflection {
  id: string;
  /** ISO date and time of the event. */
  date: string;
  timing: JournalTiming | null;
  /** The readable title, '' when it is sealed or empty. */
  title: string;
  /** Tag names. */
  tags: readonly string[];
  /** The loop it belongs to, or null. */
  loopId: string | null;
  /** The emotions named in it (catalogue words; unknown ids already dropped by the caller). */
  emotions: readonly Emotion[];
}

/** A pattern noticed among the reflections not yet in a loop: the same tag or title word with the same family, again and again. */
export interface LoopSuggestion {
  /** Stable across loads, used to remember a dismissal: `tag:<tag lower-cased>|<family>` or `title:<word>|<family>`. */
  key: string;
  /** What the reflections share: a tag (as first written) or a title word (lower-cased). */
  reason: { kind: 'tag' | 'title'; value: string };
  family: BasicEmotionFamily;
  /** The matching reflections not yet in a loop, oldest first, each once. */
  reflectionIds: string[];
  /** The most of them within any 30 days (at least 3). */
  peak: number;
  /** ISO date of the newest of them. */
  latest: string;
}

const DAY_MS = 86_400_000;

/** Common English words of four letters or more that say nothing about what happened. */
const ENGLISH_STOP_WORDS = [
  'about',
  'after',
  'again',
  'also',
  'because',
  'been',
  'before',
  'being',
  'could',
  'does',
  'doing',
  'each',
  'every',
  'from',
  'have',
  'here',
  'into',
  'just',
  'like',
  'more',
  'much',
  'only',
  'other',
  'over',
  'really',
  'should',
  'some',
  'than',
  'that',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'very',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'will',
  'with',
  'would',
  'your',
] as const;

/** Common Turkish words of four letters or more that say nothing about what happened. */
const TURKISH_STOP_WORDS = [
  'ancak',
  'bana',
  'bazı',
  'belki',
  'benim',
  'beni',
  'bile',
  'bizim',
  'böyle',
  'bunu',
  'bunun',
  'çünkü',
  'daha',
  'değil',
  'diye',
  'gibi',
  'hala',
  'hâlâ',
  'hangi',
  'için',
  'kadar',
  'nasıl',
  'neden',
  'olan',
  'olarak',
  'oldu',
  'onun',
  'sonra',
  'şimdi',
  'şöyle',
  'tekrar',
  'veya',
  'yine',
  'zaten',
  'önce',
] as const;

const STOP_WORDS: ReadonlySet<string> = new Set<string>([...ENGLISH_STOP_WORDS, ...TURKISH_STOP_WORDS]);

/** The shortest title word (in characters) that can make a suggestion. */
const MIN_WORD_LENGTH = 4;

/** The basic families a reflection's emotions belong to: a basic word's family, both parents of a composite. */
function familiesOf(emotions: readonly Emotion[]): Set<BasicEmotionFamily> {
  const families = new Set<BasicEmotionFamily>();
  for (const emotion of emotions) {
    if (emotion.family !== undefined) families.add(emotion.family);
    if (emotion.parents !== undefined) for (const parent of emotion.parents) families.add(parent);
  }
  return families;
}

/** A title's significant words, lower-cased: four characters or more, not a stop word, not a bare number. */
function titleWords(title: string, locale: string): string[] {
  return title
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLocaleLowerCase(locale))
    .filter(
      (word) =>
        Array.from(word).length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word) && !/^\p{N}+$/u.test(word),
    );
}

/** A reflection's keys (`tag:…` and `title:…`), each with its reason, each once. */
function keysOf(reflection: LoopReflection, locale: string): Map<string, LoopSuggestion['reason']> {
  const keys = new Map<string, LoopSuggestion['reason']>();
  for (const tag of reflection.tags) {
    const value = tag.trim();
    if (value === '') continue;
    const key = `tag:${value.toLocaleLowerCase(locale)}`;
    if (!keys.has(key)) keys.set(key, { kind: 'tag', value });
  }
  for (const word of titleWords(reflection.title, locale)) {
    const key = `title:${word}`;
    if (!keys.has(key)) keys.set(key, { kind: 'title', value: word });
  }
  return keys;
}

/** Oldest first: by the moment, then by id. */
function byTime(a: { at: number; id: string }, b: { at: number; id: string }): number {
  return a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Plain code-unit order, the same in every locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The most of the (sorted) moments that fit in a window of `windowMs`, both ends included. */
function peakOf(moments: readonly number[], windowMs: number): number {
  let peak = 0;
  let end = 0;
  for (let start = 0; start < moments.length; start += 1) {
    const first = moments[start] ?? 0;
    if (end < start) end = start;
    while (end < moments.length && (moments[end] ?? 0) - first <= windowMs) end += 1;
    peak = Math.max(peak, end - start);
  }
  return peak;
}

interface Group {
  key: string;
  reason: LoopSuggestion['reason'];
  family: BasicEmotionFamily;
  members: { id: string; at: number; date: string }[];
  ids: Set<string>;
}

/**
 * Loops the person may not have named yet: among the reflections not in a loop, those that share a tag
 * (case-insensitively) or a significant title word and an emotion family (a composite counts for both
 * its parents), at least `minCount` (3) of them within some `windowDays` (30) days. A reflection whose
 * date does not parse is left out. Of two with the same reflections only one is kept (a tag before a title
 * word, then the higher peak, then the key), and one whose reflections all belong to a larger one of the
 * same family is dropped; then those the person dismissed (by key) are left out, so a dismissed pattern
 * does not come back under another key. The strongest first
 * (highest peak, then the most recent, then the key).
 */
export function suggestLoops(
  reflections: readonly LoopReflection[],
  options: { locale: string; dismissed?: ReadonlySet<string>; windowDays?: number; minCount?: number },
): LoopSuggestion[] {
  const { locale, dismissed = new Set<string>(), windowDays = 30, minCount = 3 } = options;
  const windowMs = windowDays * DAY_MS;

  const unlinked = reflections
    .filter((reflection) => reflection.loopId === null)
    .map((reflection) => ({ reflection, at: Date.parse(reflection.date), id: reflection.id }))
    .filter(({ at }) => Number.isFinite(at))
    .sort(byTime);

  const groups = new Map<string, Group>();
  for (const { reflection, at } of unlinked) {
    const families = familiesOf(reflection.emotions);
    if (families.size === 0) continue;
    for (const [keyBase, reason] of keysOf(reflection, locale)) {
      for (const family of families) {
        const key = `${keyBase}|${family}`;
        let group = groups.get(key);
        if (!group) {
          // Reflections come oldest first, so the reason is the tag as first written.
          group = { key, reason, family, members: [], ids: new Set() };
          groups.set(key, group);
        }
        if (group.ids.has(reflection.id)) continue;
        group.ids.add(reflection.id);
        group.members.push({ id: reflection.id, at, date: reflection.date });
      }
    }
  }

  const found: (LoopSuggestion & { at: number; ids: Set<string> })[] = [];
  for (const group of groups.values()) {
    if (group.members.length < minCount) continue;
    const peak = peakOf(
      group.members.map(({ at }) => at),
      windowMs,
    );
    if (peak < minCount) continue;
    const newest = group.members[group.members.length - 1];
    if (!newest) continue;
    found.push({
      key: group.key,
      reason: group.reason,
      family: group.family,
      reflectionIds: group.members.map(({ id }) => id),
      peak,
      latest: newest.date,
      at: newest.at,
      ids: group.ids,
    });
  }

  // Of suggestions with the same reflections, keep the first by preference.
  const preferred = [...found].sort(
    (a, b) =>
      (a.reason.kind === b.reason.kind ? 0 : a.reason.kind === 'tag' ? -1 : 1) ||
      b.peak - a.peak ||
      compareText(a.key, b.key),
  );
  const bySet = new Map<string, (typeof found)[number]>();
  for (const suggestion of preferred) {
    const signature = [...suggestion.ids].sort().join('\u0000');
    if (!bySet.has(signature)) bySet.set(signature, suggestion);
  }
  const merged = [...bySet.values()];

  const kept = merged.filter(
    (suggestion) =>
      !merged.some(
        (other) =>
          other !== suggestion &&
          other.family === suggestion.family &&
          other.ids.size > suggestion.ids.size &&
          suggestion.reflectionIds.every((id) => other.ids.has(id)),
      ),
  );

  // Dismissal comes last: a dismissed pattern does not come back under another family or as a subset.
  return kept
    .filter((suggestion) => !dismissed.has(suggestion.key))
    .sort((a, b) => b.peak - a.peak || b.at - a.at || compareText(a.key, b.key))
    .map(({ key, reason, family, reflectionIds, peak, latest }) => ({
      key,
      reason,
      family,
      reflectionIds,
      peak,
      latest,
    }));
}

export interface LoopWeek {
  /** Monday of the week, `yyyy-mm-dd` local. */
  start: string;
  count: number;
}

export interface LoopAfter {
  reflectionId: string;
  date: string;
  /** mean pleasantness of its emotions, -1..+1 */
  pleasantness: number;
}

/** How often a loop came round in a period and whether what follows it is getting easier. */
export interface LoopSummary {
  loopId: string;
  /** Its reflections in [from, to), oldest first. */
  reflections: LoopReflection[];
  /** Every local calendar week (Monday first) overlapping [from, to), oldest first, with the loop's reflections in it; the counts add up to reflections.length. */
  weeks: LoopWeek[];
  /** reflections.length divided by the number of weeks from the week of the first reflection to the week of `to`'s previous day (at least 1); 0 with no reflections. */
  perWeek: number;
  /** The "after" reflections (timing 4) that name at least one emotion, oldest first. */
  after: LoopAfter[];
  /** Mean pleasantness of the later half of `after` against the earlier half (odd length: the middle one is left out): more pleasant by more than STEADY_SHIFT is 'loosening', less by more than STEADY_SHIFT is 'tightening', else 'steady'; null with fewer than 2 after-reflections. */
  afterTrend: 'loosening' | 'tightening' | 'steady' | null;
}

/** The Monday (local midnight) of the calendar week holding `date`. */
function mondayOf(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * One loop over a period `[from, to)`: its reflections, how many fell in each calendar week (Monday to
 * Sunday in the device's time zone, stepped by the calendar so a daylight-saving change moves none to
 * another week), how many a week since it first came up, and whether the "after" reflections grow more
 * or less pleasant. Reflections of other loops, or outside the period, are left out.
 */
export function summarizeLoop(
  loopId: string,
  reflections: readonly LoopReflection[],
  range: { from: Date; to: Date },
): LoopSummary {
  const { from, to } = range;
  const inside = reflections
    .filter((reflection) => reflection.loopId === loopId)
    .map((reflection) => ({ reflection, at: Date.parse(reflection.date), id: reflection.id }))
    .filter(({ at }) => at >= from.getTime() && at < to.getTime())
    .sort(byTime);

  const weeks: LoopWeek[] = [];
  const byStart = new Map<string, LoopWeek>();
  for (let monday = mondayOf(from); monday < to;) {
    const week: LoopWeek = { start: isoDay(monday), count: 0 };
    weeks.push(week);
    byStart.set(week.start, week);
    monday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  }
  for (const { at } of inside) {
    const week = byStart.get(isoDay(mondayOf(new Date(at))));
    if (week) week.count += 1;
  }

  const first = inside[0];
  let perWeek = 0;
  if (first) {
    const firstMonday = mondayOf(new Date(first.at));
    const lastMonday = mondayOf(new Date(to.getTime() - 1));
    const span = Math.round((lastMonday.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
    perWeek = inside.length / Math.max(1, span);
  }

  const after: LoopAfter[] = inside
    .filter(({ reflection }) => reflection.timing === JournalTiming.After && reflection.emotions.length > 0)
    .map(({ reflection }) => ({
      reflectionId: reflection.id,
      date: reflection.date,
      pleasantness: mean(reflection.emotions.map((emotion) => emotion.pleasantness)),
    }));

  let afterTrend: LoopSummary['afterTrend'] = null;
  if (after.length >= 2) {
    const half = Math.floor(after.length / 2);
    const earlier = mean(after.slice(0, half).map(({ pleasantness }) => pleasantness));
    const later = mean(after.slice(after.length - half).map(({ pleasantness }) => pleasantness));
    if (later - earlier > STEADY_SHIFT) afterTrend = 'loosening';
    else if (later - earlier < -STEADY_SHIFT) afterTrend = 'tightening';
    else afterTrend = 'steady';
  }

  return {
    loopId,
    reflections: inside.map(({ reflection }) => reflection),
    weeks,
    perWeek,
    after,
    afterTrend,
  };
}

/** The summaries of every loop that has reflections in the range, the most recently active first. */
export function summarizeLoops(
  reflections: readonly LoopReflection[],
  range: { from: Date; to: Date },
): LoopSummary[] {
  const byLoop = new Map<string, LoopReflection[]>();
  for (const reflection of reflections) {
    if (reflection.loopId === null) continue;
    const at = Date.parse(reflection.date);
    if (!(at >= range.from.getTime() && at < range.to.getTime())) continue;
    const list = byLoop.get(reflection.loopId) ?? [];
    list.push(reflection);
    byLoop.set(reflection.loopId, list);
  }
  const summaries = [...byLoop].map(([loopId, list]) => summarizeLoop(loopId, list, range));
  const lastAt = (summary: LoopSummary) => Date.parse(summary.reflections.at(-1)?.date ?? '') || 0;
  return summaries
    .filter((summary) => summary.reflections.length > 0)
    .sort((a, b) => lastAt(b) - lastAt(a) || compareText(a.loopId, b.loopId));
}
