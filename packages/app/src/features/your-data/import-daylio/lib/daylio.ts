import { EmotionLevel } from '@emotion-guru/platform-sdk';
import Papa from 'papaparse';

/** Daylio's five moods, as its CSV export names them (the app's default labels). */
export const DAYLIO_MOODS = ['rad', 'good', 'meh', 'bad', 'awful'] as const;
export type DaylioMood = (typeof DAYLIO_MOODS)[number];

/**
 * What each mood becomes: a word of the catalogue and its level. Daylio's moods are a scale from best to
 * worst, not emotions; the nearest catalogue word is used, and the preview shows the mapping.
 */
export const MOOD_WORDS: Record<DaylioMood, { slug: string; level: EmotionLevel }> = {
  rad: { slug: 'joy', level: EmotionLevel.High },
  good: { slug: 'content', level: EmotionLevel.Medium },
  meh: { slug: 'boredom', level: EmotionLevel.Low },
  bad: { slug: 'sadness', level: EmotionLevel.Medium },
  awful: { slug: 'sadness', level: EmotionLevel.High },
};

/** The columns an import needs (Daylio 1.46 and later write all of them, in this order). */
export const REQUIRED_COLUMNS = ['full_date', 'time', 'mood', 'activities'] as const;

/** A day of Daylio's export, read. */
export interface DaylioRow {
  /** The row's first line in the file (1 is the header). */
  line: number;
  /** Local date and time, as the phone recorded it. */
  date: Date;
  /**
   * The mood as the file names it, lower case: one of Daylio's five, or a mood of the person's own (Daylio
   * lets people rename and add moods; its export writes their names), which the person maps to one of five.
   */
  mood: string;
  /** The mood as written in the file (for showing it). */
  moodName: string;
  activities: string[];
  noteTitle: string;
  note: string;
}

/** Why a file cannot be imported; `line` and `column` say where, when it is one place. */
export type DaylioProblem =
  | { kind: 'empty' }
  | { kind: 'missingColumn'; column: string }
  | { kind: 'malformed'; line: number }
  | { kind: 'badDate'; line: number; column: string; value: string }
  | { kind: 'badTime'; line: number; column: string; value: string }
  | { kind: 'missingMood'; line: number; column: string };

export type DaylioParse = { ok: true; rows: DaylioRow[] } | { ok: false; problem: DaylioProblem };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "21:14", or "9:14 pm" where the phone uses a 12-hour clock. */
const TIME = /^(\d{1,2}):(\d{2})(?:\s*([ap])\.?m\.?)?$/i;

function localDate(day: string, time: string): Date | 'badDate' | 'badTime' {
  const d = DATE.exec(day);
  if (!d) return 'badDate';
  const [year, month, date] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const t = TIME.exec(time);
  if (!t) return 'badTime';
  let hours = Number(t[1]);
  const minutes = Number(t[2]);
  const half = t[3]?.toLowerCase();
  if (half !== undefined) {
    if (hours < 1 || hours > 12) return 'badTime';
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return 'badTime';
  const result = new Date(year, month - 1, date, hours, minutes);
  // 2024-02-31 would roll over into March: not a date.
  if (result.getFullYear() !== year || result.getMonth() !== month - 1 || result.getDate() !== date) {
    return 'badDate';
  }
  return result;
}

export function isDaylioMood(value: string): value is DaylioMood {
  return (DAYLIO_MOODS as readonly string[]).includes(value);
}

/** Line numbers of each character offset's line: how many line breaks come before it, plus one. */
function lineCounter(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
    breaks.push(index);
  return (offset) => {
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((breaks[middle] ?? 0) < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

/**
 * Reads Daylio's CSV export ("Export entries" → CSV). Every row is checked; the first bad one stops the
 * read with its line and column, so that nothing of a bad file is imported. Notes may span lines (a
 * quoted field), which is why line numbers come from the file, not from the row count.
 */
export function parseDaylio(text: string): DaylioParse {
  const source = text.replace(/^\uFEFF/, '');
  const lineAt = lineCounter(source);
  const parsed = Papa.parse<string[]>(source, { skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header || records.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const columns = header.map((name) => name.trim().toLowerCase());
  const index = (name: string) => columns.indexOf(name);
  for (const column of REQUIRED_COLUMNS) {
    if (index(column) === -1) return { ok: false, problem: { kind: 'missingColumn', column } };
  }
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const line = quoteError.index === undefined ? 1 : lineAt(quoteError.index);
    return { ok: false, problem: { kind: 'malformed', line } };
  }
  // Where each record starts: Papa does not say, so the records are found again in the text's lines.
  const starts = recordLines(source, lineAt);
  const rows: DaylioRow[] = [];
  for (const [position, record] of records.entries()) {
    const line = starts[position + 1] ?? position + 2;
    if (record.length !== columns.length) return { ok: false, problem: { kind: 'malformed', line } };
    const cell = (name: string) => (record[index(name)] ?? '').trim();
    const when = localDate(cell('full_date'), cell('time'));
    if (when === 'badDate') {
      return { ok: false, problem: { kind: 'badDate', line, column: 'full_date', value: cell('full_date') } };
    }
    if (when === 'badTime') {
      return { ok: false, problem: { kind: 'badTime', line, column: 'time', value: cell('time') } };
    }
    const mood = cell('mood').toLowerCase();
    if (mood === '') return { ok: false, problem: { kind: 'missingMood', line, column: 'mood' } };
    const activities = cell('activities')
      .split('|')
      .map((activity) => activity.trim())
      .filter((activity, at, all) => activity !== '' && all.indexOf(activity) === at);
    rows.push({
      line,
      date: when,
      mood,
      moodName: cell('mood'),
      activities,
      noteTitle: index('note_title') === -1 ? '' : cell('note_title'),
      note: index('note') === -1 ? '' : cell('note').replace(/\r\n?/g, '\n'),
    });
  }
  return { ok: true, rows };
}

/**
 * The first line of every record (the header's included), skipping line breaks inside quoted fields and
 * blank lines, as Papa does with `skipEmptyLines: 'greedy'`.
 */
function recordLines(text: string, lineAt: (offset: number) => number): number[] {
  const starts: number[] = [];
  let quoted = false;
  let recordStart = 0;
  let blank = true;
  for (let offset = 0; offset <= text.length; offset += 1) {
    const char = text[offset];
    if (char === '"') quoted = !quoted;
    const end = offset === text.length || (!quoted && char === '\n');
    if (end) {
      if (!blank) starts.push(lineAt(recordStart));
      recordStart = offset + 1;
      blank = true;
    } else if (char !== '\r' && char !== ' ' && char !== '\t' && char !== ',') blank = false;
  }
  return starts;
}

/** What an import will write, counted for the preview. */
export interface DaylioSummary {
  checkIns: number;
  /** Days with a note or activities: each becomes a journal entry, its activities the entry's tags. */
  entries: number;
  /** Every activity, once, most used first. */
  tags: string[];
  first: Date;
  last: Date;
  /** How many days had each mood (a mood of the person's own counted as the one it was mapped to). */
  moods: Record<DaylioMood, number>;
  /** Days whose mood of the person's own is not mapped yet: the import waits for them. */
  unmapped: number;
}

/** A mood of the person's own in the file: its key (lower case), its name as first written, its days and first line. */
export interface OwnMood {
  label: string;
  name: string;
  days: number;
  line: number;
}

/** What each of the person's own moods counts as, by its (lower-case) name. */
export type MoodMapping = Readonly<Record<string, DaylioMood>>;

/** The moods of the file that are not Daylio's five, in the order they first appear. */
export function ownMoodsOf(rows: readonly DaylioRow[]): OwnMood[] {
  const found = new Map<string, OwnMood>();
  for (const row of rows) {
    if (isDaylioMood(row.mood)) continue;
    const known = found.get(row.mood);
    if (known) known.days += 1;
    else found.set(row.mood, { label: row.mood, name: row.moodName, days: 1, line: row.line });
  }
  return [...found.values()];
}

/** One of the five a row's mood counts as; null while a mood of the person's own is not mapped. */
export function moodOf(row: DaylioRow, mapping: MoodMapping): DaylioMood | null {
  return isDaylioMood(row.mood) ? row.mood : (mapping[row.mood] ?? null);
}

export function summarizeDaylio(rows: readonly DaylioRow[], mapping: MoodMapping = {}): DaylioSummary | null {
  const [head] = rows;
  if (!head) return null;
  const moods = Object.fromEntries(DAYLIO_MOODS.map((mood) => [mood, 0])) as Record<DaylioMood, number>;
  const uses = new Map<string, number>();
  let first = head.date;
  let last = head.date;
  let entries = 0;
  let unmapped = 0;
  for (const row of rows) {
    const mood = moodOf(row, mapping);
    if (mood) moods[mood] += 1;
    else unmapped += 1;
    if (hasEntry(row)) entries += 1;
    for (const activity of row.activities) uses.set(activity, (uses.get(activity) ?? 0) + 1);
    if (row.date < first) first = row.date;
    if (row.date > last) last = row.date;
  }
  const tags = [...uses.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([tag]) => tag);
  return { checkIns: rows.length, entries, tags, first, last, moods, unmapped };
}

/** A row becomes a journal entry too when it has something to write down: a note or activities. */
export function hasEntry(row: DaylioRow): boolean {
  return row.noteTitle !== '' || row.note !== '' || row.activities.length > 0;
}
