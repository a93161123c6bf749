import { JournalTiming } from '@emotion-guru/platform-sdk';
import { daysOf, granularity, mainQuadrant, topWords, type DayMood, type MapPoint } from '@/entities/emotion';
import type { Report } from '../model/report.ts';

/**
 * Fixed data for the report's stories, hand-written: no emulator, no clock. A year of one person's
 * check-ins (28 November 2025 to 27 November 2026) with gaps, a month of feelings for the summary, and
 * the words they used most.
 */
type Language = 'en-US' | 'tr-TR';
type Emotion = MapPoint['emotion'];

type Word = Pick<Emotion, 'kind' | 'level' | 'origin' | 'family' | 'parents' | 'quadrant'> & {
  names: Record<Language, string>;
  pleasantness: number;
  energy: number;
};

const everyday = (
  en: string,
  tr: string,
  family: NonNullable<Emotion['family']>,
  quadrant: Emotion['quadrant'],
  pleasantness: number,
  energy: number,
): Word => ({
  names: { 'en-US': en, 'tr-TR': tr },
  kind: 1,
  level: 2,
  origin: 'everyday',
  family,
  quadrant,
  pleasantness,
  energy,
});

const WORDS = {
  calm: everyday('Calm', 'Sakin', 'joy', 'green', 0.55, -0.6),
  content: everyday('Content', 'Memnun', 'joy', 'green', 0.6, -0.3),
  relieved: everyday('Relieved', 'Rahatlamış', 'joy', 'green', 0.6, -0.4),
  joy: everyday('Joy', 'Sevinç', 'joy', 'yellow', 0.8, 0.4),
  focused: everyday('Focused', 'Odaklanmış', 'anticipation', 'yellow', 0.4, 0.35),
  hope: {
    names: { 'en-US': 'Hope', 'tr-TR': 'Umut' },
    kind: 2,
    level: 2,
    origin: 'dyad',
    parents: ['anticipation', 'trust'],
    quadrant: 'yellow',
    pleasantness: 0.65,
    energy: 0.15,
  },
  nervous: everyday('Nervous', 'Gergin', 'fear', 'red', -0.45, 0.55),
  stressed: everyday('Stressed', 'Stresli', 'fear', 'red', -0.6, 0.6),
  tired: everyday('Tired', 'Yorgun', 'sadness', 'blue', -0.3, -0.75),
  drained: everyday('Drained', 'Tükenmiş', 'sadness', 'blue', -0.55, -0.8),
} satisfies Record<string, Word>;

type Slug = keyof typeof WORDS;

export function emotion(slug: Slug, language: Language): Emotion {
  const { names, ...word }: Word = WORDS[slug];
  return { ...word, id: `emotion-${slug}`, slug, name: names[language], definition: '', isCustom: false };
}

/** The three words of each month (January first): tired winters, a lighter summer, a busy autumn. */
const MONTH_WORDS: readonly (readonly [Slug, Slug, Slug])[] = [
  ['tired', 'drained', 'calm'],
  ['tired', 'stressed', 'hope'],
  ['stressed', 'focused', 'calm'],
  ['hope', 'calm', 'nervous'],
  ['content', 'joy', 'focused'],
  ['joy', 'content', 'calm'],
  ['joy', 'relieved', 'content'],
  ['relieved', 'calm', 'joy'],
  ['stressed', 'focused', 'nervous'],
  ['nervous', 'tired', 'calm'],
  ['tired', 'calm', 'content'],
  ['drained', 'tired', 'hope'],
];

/** The year's first day and the day after its last, in the device's time zone. */
const FIRST = new Date(2025, 10, 28);
const AFTER_LAST = new Date(2026, 10, 28);
const DAYS = 365;

/**
 * Day `i` of the year (0: 28 November 2025) has one to three check-ins (9:00, 13:00, 17:00) in that
 * month's words, except every sixth day and a two-week holiday in August (3 to 16), when nothing was
 * recorded. The last day, 27 November 2026, has two: calm and content.
 */
function yearPoints(language: Language): MapPoint[] {
  const points: MapPoint[] = [];
  for (let i = 0; i < DAYS; i += 1) {
    const day = new Date(FIRST.getFullYear(), FIRST.getMonth(), FIRST.getDate() + i);
    const holiday = day.getMonth() === 7 && day.getDate() >= 3 && day.getDate() <= 16;
    if (holiday || i % 6 === 5) continue;
    const words = MONTH_WORDS[day.getMonth()] ?? MONTH_WORDS[0];
    for (let k = 0; k <= i % 3; k += 1) {
      const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9 + 4 * k);
      points.push({
        key: `check-in-${String(i)}-${String(k)}`,
        source: 'check-in',
        emotion: emotion(words?.[(i + k) % 3] ?? 'calm', language),
        date: at.toISOString(),
        timing: null,
        recency: i / DAYS,
      });
    }
  }
  return points;
}

/** The year in pixels' days and the feelings a chosen day lists. */
export function yearOfFeelings(language: Language): { days: DayMood[]; points: MapPoint[] } {
  const points = yearPoints(language);
  return { days: daysOf(points, FIRST, AFTER_LAST), points };
}

/** [word, day of November 2026, timing, tags]: a month of twelve feelings, nervous before exams. */
const MONTH: readonly [Slug, number, JournalTiming | null, readonly string[]][] = [
  ['calm', 2, null, []],
  ['nervous', 4, JournalTiming.Before, ['exams']],
  ['tired', 6, null, []],
  ['calm', 9, null, []],
  ['content', 11, null, []],
  ['nervous', 13, JournalTiming.Before, ['exams']],
  ['joy', 15, JournalTiming.After, ['exams']],
  ['calm', 17, null, []],
  ['tired', 19, null, []],
  ['nervous', 21, null, []],
  ['content', 24, null, []],
  ['calm', 26, null, []],
];

/**
 * A month's report (November 2026) for the summary: 12 feelings, 6 of them pleasant with low energy,
 * "Calm" 4 times, and "Nervous" the unpleasant word named most (3 times, twice before an exam).
 */
export function monthReport(language: Language): Report {
  const current = MONTH.map(([slug, day, timing, tags], index): MapPoint => {
    const reflection = tags.length > 0;
    return {
      key: reflection ? `reflection-${String(index)}#0` : `check-in-${String(index)}`,
      source: reflection ? 'reflection' : 'check-in',
      ...(reflection ? { reflectionId: `reflection-${String(index)}`, tags } : {}),
      emotion: emotion(slug, language),
      date: new Date(2026, 10, day, 12).toISOString(),
      timing,
      recency: day / 30,
    };
  });
  return {
    count: current.length,
    main: mainQuadrant(current),
    words: topWords(current, 5),
    weeks: [],
    shift: { loops: 0, timings: [] },
    granularity: granularity(current),
    previousGranularity: null,
    days: [],
    points: current,
    current,
  };
}
