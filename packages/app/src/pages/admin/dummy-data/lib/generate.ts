import {
  EmotionLevel,
  JournalStatus,
  JournalTiming,
  type BodySensation,
  type ReflectionEmotion,
} from '@emotion-guru/platform-sdk';
import { intBetween, mulberry32, pick, pickWeighted, sample, type Random } from './random.ts';
import {
  CHECK_IN_NOTES,
  FREE_REFLECTIONS,
  JOURNAL_CLOSINGS,
  JOURNAL_FRAGMENTS,
  LOOP_THEMES,
  type GeneratedLanguage,
  type LoopFeelings,
  type LoopTheme,
  type SceneTexts,
} from './texts.ts';

/** The longest stretch one run writes: two years. */
export const MAX_DAYS = 730;

/** A word of the emotion catalogue, as far as the generator uses it. */
export interface CatalogueWord {
  id: string;
  slug: string;
  /** -1..+1, with energy: where the word sits on the mood map. */
  pleasantness: number;
  energy: number;
}

export interface GenerateInput {
  clientId: string;
  /** How many days, ending today (the device's day): 1 to {@link MAX_DAYS}. */
  days: number;
  language: GeneratedLanguage;
  words: readonly CatalogueWord[];
  /** The moment the run happens: nothing is dated after it. */
  now: Date;
  seed: number;
}

/** The fields every generated record has. */
interface Marked {
  client_id: string;
  generated: true;
}

export interface GeneratedCheckIn extends Marked {
  emotion_id: string;
  level: EmotionLevel;
  timing: JournalTiming;
  date: string;
  note?: string;
  private: false;
}

export interface GeneratedLoop extends Marked {
  /** Which of the run's loops (a reflection names it until the loop is saved and has an id). */
  key: string;
  title: string;
  description: string;
  color: string;
  private: false;
}

export interface GeneratedReflection extends Marked {
  /** The key of its loop among the run's loops, or null for a one-off moment. */
  loopKey: string | null;
  title: string;
  description: string;
  color: string;
  date: string;
  timing: JournalTiming;
  emotions: ReflectionEmotion[];
  bodySensations: BodySensation[];
  thoughts: string;
  actions: string;
  needs: string;
  status: JournalStatus;
  private: false;
}

export interface GeneratedJournalEntry extends Marked {
  title: string;
  /** Rich text: paragraphs. */
  content: string;
  color: string;
  date: string;
  timing: JournalTiming;
  status: JournalStatus;
}

/** One calendar day's records. */
export interface GeneratedDay {
  /** `yyyy-mm-dd`, the device's day. */
  day: string;
  checkIns: GeneratedCheckIn[];
  reflections: GeneratedReflection[];
  journal: GeneratedJournalEntry[];
}

export interface GeneratedData {
  /** Only the loops some reflection is in. */
  loops: GeneratedLoop[];
  /** Oldest first, one per day of the run, ending today. */
  days: GeneratedDay[];
}

/** How pleasant a weekday usually feels, Sunday first: Mondays are heavy, weekends light. */
const WEEKDAY_MOOD = [0.2, -0.35, -0.15, 0, 0.1, 0.35, 0.45] as const;
/** When check-ins happen: morning, middle of the day, evening (hours, from and to). */
const WINDOWS = [
  [7, 10],
  [12, 15],
  [18, 22],
] as const;
const JOURNAL_COLORS = ['#6366f1', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#a855f7'] as const;
const LEVELS = [EmotionLevel.Low, EmotionLevel.Medium, EmotionLevel.High] as const;
const TIMINGS = [JournalTiming.Before, JournalTiming.During, JournalTiming.After] as const;
/** How much more likely the first loops are than the later ones: a person has one big pattern. */
const LOOP_WEIGHTS = [0.4, 0.3, 0.2, 0.1] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-mm-dd` of a local date. */
export function localDayOf(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const clamp = (value: number) => Math.max(-1, Math.min(1, value));

/** A value around 0, mostly within ±0.5 (the sum of three uniform draws). */
const noise = (random: Random) => random() + random() + random() - 1.5;

/**
 * The moment `hour:minute` of the day starting at `dayStart`, moved into the past when that is still to
 * come today (kept in order: a later hour stays later).
 */
function momentOn(dayStart: Date, hour: number, minute: number, now: Date): Date {
  const at = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate(), hour, minute);
  if (at.getTime() <= now.getTime()) return at;
  const elapsed = now.getTime() - dayStart.getTime();
  return new Date(dayStart.getTime() + Math.floor((elapsed * (hour * 60 + minute)) / (24 * 60)));
}

/** Where a feeling sits on the mood map, -1..+1 each way. */
interface Mood {
  pleasantness: number;
  energy: number;
}

/** How a moment feels: pleasantness and energy from the weekday, the hour, the season and the weeks. */
function moodAt(at: Date, drift: number, random: Random): Mood {
  const weekday = at.getDay();
  const hour = at.getHours();
  // Sunday evenings already carry Monday.
  const weekdayMood = weekday === 0 && hour >= 17 ? -0.25 : (WEEKDAY_MOOD[weekday] ?? 0);
  const start = new Date(at.getFullYear(), 0, 1).getTime();
  const dayOfYear = (at.getTime() - start) / 86_400_000;
  const season = 0.15 * Math.sin((2 * Math.PI * (dayOfYear - 80)) / 365);
  const daytime = hour < 11 ? 0.25 : hour < 16 ? 0.35 : hour < 20 ? -0.1 : -0.45;
  const weekend = weekday === 0 || weekday === 6 ? -0.15 : 0;
  return {
    pleasantness: clamp(weekdayMood + season + drift + 0.5 * noise(random)),
    energy: clamp(daytime + weekend + 0.45 * noise(random)),
  };
}

/** A word near the mood, from the person's usual words: the nearer, the likelier. */
function wordNear(random: Random, palette: readonly CatalogueWord[], mood: Mood): CatalogueWord {
  const weights = palette.map((word) => {
    const distance = (word.pleasantness - mood.pleasantness) ** 2 + (word.energy - mood.energy) ** 2;
    return Math.exp(-distance / 0.15);
  });
  return pickWeighted(random, palette, weights);
}

/** About twenty words a person reaches for, five from each area of the mood map when there are. */
function paletteOf(random: Random, words: readonly CatalogueWord[]): CatalogueWord[] {
  const areas = [
    words.filter((word) => word.pleasantness >= 0 && word.energy >= 0),
    words.filter((word) => word.pleasantness < 0 && word.energy >= 0),
    words.filter((word) => word.pleasantness < 0 && word.energy < 0),
    words.filter((word) => word.pleasantness >= 0 && word.energy < 0),
  ];
  const palette = areas.flatMap((area) => sample(random, area, 5));
  return palette.length > 0 ? palette : [...words];
}

/** A level: strong feelings are more often strong. */
function levelFor(random: Random, pleasantness: number): EmotionLevel {
  const strong = Math.abs(pleasantness) > 0.6;
  return pickWeighted(random, LEVELS, strong ? [0.2, 0.4, 0.4] : [0.35, 0.45, 0.2]);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The catalogue words of these slugs that exist, in the same order. */
function wordsOfSlugs(slugs: readonly string[], bySlug: ReadonlyMap<string, CatalogueWord>): CatalogueWord[] {
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

interface ReflectionContext {
  random: Random;
  input: GenerateInput;
  at: Date;
  palette: readonly CatalogueWord[];
  bySlug: ReadonlyMap<string, CatalogueWord>;
  drift: number;
}

/**
 * The feelings of a reflection: a loop side's words when the catalogue has them; for a one-off moment (or
 * a catalogue without them), words near the moment's mood, on the same side of pleasant.
 */
function reflectionFeelings(
  { random, palette, bySlug }: ReflectionContext,
  feelings: LoopFeelings | null,
  mood: Mood,
  eased: boolean,
): { emotions: ReflectionEmotion[]; bodySensations: BodySensation[]; timing: JournalTiming } {
  const known = feelings ? wordsOfSlugs(feelings.emotions, bySlug) : [];
  const count = intBetween(random, 1, 3);
  let chosen: CatalogueWord[];
  if (known.length > 0) {
    // The first word of a loop's side comes every time: it is what the loop feels like.
    const first = known[0] as CatalogueWord;
    chosen = [first, ...sample(random, known.slice(1), count - 1)];
  } else {
    const sameSide = palette.filter((word) => word.pleasantness >= 0 === mood.pleasantness >= 0);
    const pool = sameSide.length > 0 ? sameSide : palette;
    chosen = [...new Set(Array.from({ length: count }, () => wordNear(random, pool, mood)))];
  }
  const emotions = chosen.map((word) => ({
    emotion_id: word.id,
    level: eased
      ? pick(random, [EmotionLevel.Low, EmotionLevel.Medium])
      : levelFor(random, word.pleasantness),
  }));
  const areas = feelings?.body ?? ['chest', 'shoulders', 'stomach', 'head'];
  const pleasant = eased || (feelings === null && mood.pleasantness >= 0);
  const bodySensations = sample(random, areas, intBetween(random, 1, Math.min(2, areas.length))).map(
    (area) => ({
      area,
      intensity: pleasant ? EmotionLevel.Low : pick(random, LEVELS),
    }),
  );
  const timing = feelings ? pick(random, feelings.timings) : pick(random, TIMINGS);
  return { emotions, bodySensations, timing };
}

function reflectionOf(
  context: ReflectionContext,
  loop: { key: string; theme: LoopTheme } | null,
  share: number,
): GeneratedReflection {
  const { random, input, at, drift } = context;
  const mood = moodAt(at, drift, random);
  // Loops ease over time: later in the run, more of a loop's moments are the better ones.
  const eased = loop !== null && random() < 0.2 + 0.5 * share;
  const side = eased ? 'eased' : 'hard';
  const texts: SceneTexts = loop
    ? loop.theme.texts[input.language][side]
    : FREE_REFLECTIONS[input.language][mood.pleasantness >= 0 ? 'pleasant' : 'unpleasant'];
  const [title, description] = pick(random, texts.scenes);
  return {
    client_id: input.clientId,
    generated: true,
    loopKey: loop?.key ?? null,
    title,
    description,
    color: loop?.theme.color ?? pick(random, JOURNAL_COLORS),
    date: at.toISOString(),
    ...reflectionFeelings(context, loop ? loop.theme[side] : null, mood, eased),
    thoughts: pick(random, texts.thoughts),
    actions: pick(random, texts.actions),
    needs: pick(random, texts.needs),
    status: JournalStatus.Saved,
    private: false,
  };
}

function journalEntryOf(random: Random, input: GenerateInput, at: Date): GeneratedJournalEntry {
  const fragment = pick(random, JOURNAL_FRAGMENTS[input.language]);
  const closing = pick(random, JOURNAL_CLOSINGS[input.language]);
  return {
    client_id: input.clientId,
    generated: true,
    title: fragment.title,
    content: [fragment.opening, fragment.feeling, closing]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
    color: pick(random, JOURNAL_COLORS),
    date: at.toISOString(),
    timing: pick(random, TIMINGS),
    status: random() < 0.7 ? JournalStatus.Processed : JournalStatus.Saved,
  };
}

/**
 * Demo data for one client: `days` calendar days ending today (the device's days), each with one to three
 * check-ins whose words follow a weekly rhythm (heavy Mondays, light weekends, Sunday-evening dread, a
 * slow drift over weeks and the seasons), a reflection every two to four days (three in four of them in
 * one of three or four loops, which ease as time goes on), and a journal entry every three to six days, all
 * in the chosen language. Every record is marked `generated`. The same input gives the same data.
 */
export function generateDummyData(input: GenerateInput): GeneratedData {
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_DAYS)
    throw new RangeError(`days must be a whole number from 1 to ${String(MAX_DAYS)}`);
  const words = input.words.filter(
    (word) => Number.isFinite(word.pleasantness) && Number.isFinite(word.energy),
  );
  if (words.length === 0) throw new Error('The emotion catalogue has no words to generate check-ins with');
  const random = mulberry32(input.seed);
  const bySlug = new Map(words.map((word) => [word.slug, word]));
  const palette = paletteOf(random, words);
  const themes = sample(random, LOOP_THEMES, intBetween(random, 3, 4)).map((theme) => ({
    key: theme.key,
    theme,
  }));
  const loopWeights = themes.map((_, index) => LOOP_WEIGHTS[index] ?? 0.1);
  const usedLoops = new Set<string>();

  const { now } = input;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  let drift = 0;
  let nextReflection = intBetween(random, 0, 2);
  let nextJournal = intBetween(random, 0, 3);
  const days: GeneratedDay[] = [];

  for (let index = 0; index < input.days; index++) {
    const back = input.days - 1 - index;
    const dayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
    // A slow random walk: some weeks are better than others.
    drift = 0.92 * drift + 0.08 * noise(random);
    const share = input.days > 1 ? index / (input.days - 1) : 1;

    const count = pickWeighted(random, [1, 2, 3], [0.35, 0.4, 0.25]);
    const windows = sample(random, WINDOWS, count).sort((a, b) => a[0] - b[0]);
    const checkIns = windows.map(([from, to]): GeneratedCheckIn => {
      const at = momentOn(dayStart, intBetween(random, from, to), intBetween(random, 0, 59), now);
      const mood = moodAt(at, drift, random);
      const word = wordNear(random, palette, mood);
      const note = random() < 0.3 ? pick(random, CHECK_IN_NOTES[input.language]) : undefined;
      return {
        client_id: input.clientId,
        generated: true,
        emotion_id: word.id,
        level: levelFor(random, word.pleasantness),
        timing: pick(random, TIMINGS),
        date: at.toISOString(),
        ...(note === undefined ? {} : { note }),
        private: false,
      };
    });

    const reflections: GeneratedReflection[] = [];
    if (index === nextReflection) {
      nextReflection += intBetween(random, 2, 4);
      const at = momentOn(dayStart, intBetween(random, 9, 22), intBetween(random, 0, 59), now);
      const loop = random() < 0.75 ? pickWeighted(random, themes, loopWeights) : null;
      if (loop) usedLoops.add(loop.key);
      reflections.push(reflectionOf({ random, input, at, palette, bySlug, drift }, loop, share));
    }

    const journal: GeneratedJournalEntry[] = [];
    if (index === nextJournal) {
      nextJournal += intBetween(random, 3, 6);
      const at = momentOn(dayStart, intBetween(random, 19, 23), intBetween(random, 0, 59), now);
      journal.push(journalEntryOf(random, input, at));
    }

    days.push({ day: localDayOf(dayStart), checkIns, reflections, journal });
  }

  const loops = themes
    .filter(({ key }) => usedLoops.has(key))
    .map(({ key, theme }): GeneratedLoop => {
      const texts = theme.texts[input.language];
      return {
        client_id: input.clientId,
        generated: true,
        key,
        title: texts.title,
        description: texts.description,
        color: theme.color,
        private: false,
      };
    });
  return { loops, days };
}

/** How many records of each kind the data holds. */
export interface GeneratedCounts {
  checkIns: number;
  reflections: number;
  loops: number;
  journal: number;
}

export function countsOf(data: GeneratedData): GeneratedCounts {
  return {
    checkIns: data.days.reduce((sum, day) => sum + day.checkIns.length, 0),
    reflections: data.days.reduce((sum, day) => sum + day.reflections.length, 0),
    loops: data.loops.length,
    journal: data.days.reduce((sum, day) => sum + day.journal.length, 0),
  };
}

/** The days in runs of `size` (the last may be shorter): what one write holds. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** A loop as the platform stores it (without the run's key). */
export function loopRecord({ client_id, generated, title, description, color }: GeneratedLoop) {
  return { client_id, generated, title, description, color, private: false };
}

/** A reflection as the platform stores it: its loop by the id the saved loop got (or none). */
export function reflectionRecord(
  { loopKey, ...reflection }: GeneratedReflection,
  loopIds: ReadonlyMap<string, string>,
) {
  const loopId = loopKey === null ? undefined : loopIds.get(loopKey);
  if (loopKey !== null && loopId === undefined) throw new Error(`No saved loop for ${loopKey}`);
  return loopId === undefined ? reflection : { ...reflection, loop_id: loopId };
}
