import { JournalTiming } from '@emotion-guru/platform-sdk';
import type { MapPoint } from '@/entities/emotion';

/**
 * Fixed data for the map's stories: one person's November 2026, hand-written. Tense mornings early in the
 * month, a hard week at work reflected on before and after, calmer evenings towards the end, and one
 * word of their own that has no basic feeling. Seventeen feelings: 3 yellow, 5 red, 3 blue, 6 green.
 */
type Language = 'en-US' | 'tr-TR';
type Emotion = MapPoint['emotion'];

type Word = Pick<Emotion, 'kind' | 'level' | 'origin' | 'family' | 'parents' | 'quadrant'> & {
  names: Record<Language, string>;
  pleasantness: number;
  energy: number;
};

const WORDS = {
  nervous: {
    names: { 'en-US': 'Nervous', 'tr-TR': 'Gergin' },
    kind: 1,
    level: 1,
    origin: 'everyday',
    family: 'fear',
    quadrant: 'red',
    pleasantness: -0.45,
    energy: 0.55,
  },
  worried: {
    names: { 'en-US': 'Worried', 'tr-TR': 'Endişeli' },
    kind: 1,
    level: 2,
    origin: 'everyday',
    family: 'fear',
    quadrant: 'red',
    pleasantness: -0.5,
    energy: 0.45,
  },
  stressed: {
    names: { 'en-US': 'Stressed', 'tr-TR': 'Stresli' },
    kind: 1,
    level: 2,
    origin: 'everyday',
    family: 'fear',
    quadrant: 'red',
    pleasantness: -0.6,
    energy: 0.6,
  },
  anxiety: {
    names: { 'en-US': 'Anxiety', 'tr-TR': 'Kaygı' },
    kind: 2,
    level: 2,
    origin: 'dyad',
    parents: ['anticipation', 'fear'],
    quadrant: 'red',
    pleasantness: -0.7,
    energy: 0.65,
  },
  tired: {
    names: { 'en-US': 'Tired', 'tr-TR': 'Yorgun' },
    kind: 1,
    level: 1,
    origin: 'everyday',
    family: 'sadness',
    quadrant: 'blue',
    pleasantness: -0.3,
    energy: -0.75,
  },
  drained: {
    names: { 'en-US': 'Drained', 'tr-TR': 'Tükenmiş' },
    kind: 1,
    level: 2,
    origin: 'everyday',
    family: 'sadness',
    quadrant: 'blue',
    pleasantness: -0.55,
    energy: -0.8,
  },
  homesick: {
    names: { 'en-US': 'Homesick', 'tr-TR': 'Sıla hasreti' },
    kind: 1,
    level: 2,
    origin: 'custom',
    quadrant: 'blue',
    pleasantness: -0.5,
    energy: -0.3,
  },
  focused: {
    names: { 'en-US': 'Focused', 'tr-TR': 'Odaklanmış' },
    kind: 1,
    level: 2,
    origin: 'everyday',
    family: 'anticipation',
    quadrant: 'yellow',
    pleasantness: 0.4,
    energy: 0.35,
  },
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
  joy: {
    names: { 'en-US': 'Joy', 'tr-TR': 'Sevinç' },
    kind: 1,
    level: 2,
    origin: 'plutchik',
    family: 'joy',
    quadrant: 'yellow',
    pleasantness: 0.8,
    energy: 0.4,
  },
  calm: {
    names: { 'en-US': 'Calm', 'tr-TR': 'Sakin' },
    kind: 1,
    level: 1,
    origin: 'everyday',
    family: 'joy',
    quadrant: 'green',
    pleasantness: 0.55,
    energy: -0.6,
  },
  content: {
    names: { 'en-US': 'Content', 'tr-TR': 'Memnun' },
    kind: 1,
    level: 2,
    origin: 'everyday',
    family: 'joy',
    quadrant: 'green',
    pleasantness: 0.6,
    energy: -0.3,
  },
  relieved: {
    names: { 'en-US': 'Relieved', 'tr-TR': 'Rahatlamış' },
    kind: 1,
    level: 2,
    origin: 'everyday',
    family: 'joy',
    quadrant: 'green',
    pleasantness: 0.6,
    energy: -0.4,
  },
} satisfies Record<string, Word>;

type Slug = keyof typeof WORDS;

/** [key, word, when (UTC, around midday so the day is the same in every time zone), reflection timing]. */
const MONTH: readonly [string, Slug, string, JournalTiming | null][] = [
  ['check-in-01', 'nervous', '2026-11-02T11:40:00.000Z', null],
  ['check-in-02', 'worried', '2026-11-03T12:10:00.000Z', null],
  ['reflection-1#0', 'stressed', '2026-11-05T09:00:00.000Z', JournalTiming.Before],
  ['reflection-1#1', 'anxiety', '2026-11-05T09:00:00.000Z', JournalTiming.Before],
  ['check-in-03', 'calm', '2026-11-07T10:30:00.000Z', null],
  ['check-in-04', 'drained', '2026-11-09T13:15:00.000Z', JournalTiming.After],
  ['check-in-05', 'focused', '2026-11-11T08:05:00.000Z', JournalTiming.During],
  ['check-in-06', 'tired', '2026-11-13T14:45:00.000Z', null],
  ['check-in-07', 'homesick', '2026-11-15T13:40:00.000Z', null],
  ['reflection-2#0', 'relieved', '2026-11-16T15:30:00.000Z', JournalTiming.After],
  ['reflection-2#1', 'hope', '2026-11-16T15:30:00.000Z', JournalTiming.After],
  ['check-in-08', 'content', '2026-11-18T12:20:00.000Z', null],
  ['check-in-09', 'nervous', '2026-11-20T07:55:00.000Z', JournalTiming.Before],
  ['check-in-10', 'joy', '2026-11-22T11:00:00.000Z', null],
  ['check-in-11', 'calm', '2026-11-24T14:10:00.000Z', null],
  ['check-in-12', 'content', '2026-11-26T08:30:00.000Z', null],
  ['check-in-13', 'calm', '2026-11-27T13:00:00.000Z', null],
];

/** The period the points were drawn from: 30 days up to the end of 27 November 2026. */
const FROM = Date.parse('2026-10-29T00:00:00.000Z');
const TO = Date.parse('2026-11-28T00:00:00.000Z');

/** The month's seventeen feelings, oldest first, with their words in the given language. */
export function monthOfFeelings(language: Language): MapPoint[] {
  return MONTH.map(([key, slug, date, timing]): MapPoint => {
    const { names, ...word }: Word = WORDS[slug];
    const reflectionId = key.startsWith('reflection-') ? key.split('#')[0] : undefined;
    return {
      key,
      source: reflectionId === undefined ? 'check-in' : 'reflection',
      ...(reflectionId === undefined ? {} : { reflectionId, tags: ['work'] }),
      emotion: {
        ...word,
        id: `emotion-${slug}`,
        ...(word.origin === 'custom' ? {} : { slug }),
        name: names[language],
        definition: '',
        isCustom: word.origin === 'custom',
      },
      date,
      timing,
      recency: (Date.parse(date) - FROM) / (TO - FROM),
    };
  });
}
