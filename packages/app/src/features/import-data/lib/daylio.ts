import { parseCsv, type CsvSyntaxError } from './csv.ts';

/** Daylio's CSV export columns, in its order. */
export const DAYLIO_COLUMNS = [
  'full_date',
  'date',
  'weekday',
  'time',
  'mood',
  'activities',
  'note_title',
  'note',
] as const;
export type DaylioColumn = (typeof DAYLIO_COLUMNS)[number];

/**
 * Daylio's five default moods (English and Turkish labels) mapped to catalogue words (their slugs):
 * rad → ecstasy (joy at its strongest), good → content, meh → apathetic (indifferent, "Kayıtsız"),
 * bad → sadness, awful → despair. Renamed or extra moods are not guessed: those rows are skipped
 * with the reason "unknown-mood" and shown in the preview.
 */
export const DAYLIO_MOOD_TO_SLUG: Readonly<Record<string, string>> = {
  rad: 'ecstasy',
  good: 'content',
  meh: 'apathetic',
  bad: 'sadness',
  awful: 'despair',
  harika: 'ecstasy',
  iyi: 'content',
  'idare eder': 'apathetic',
  kötü: 'sadness',
  berbat: 'despair',
};

/** A Daylio row as a check-in to save: the mood's catalogue word, the time, the note; activities as tags. */
export interface DaylioCheckIn {
  line: number;
  date: string;
  mood: string;
  emotionSlug: string;
  note: string;
  tags: string[];
}

export type DaylioSkipReason = 'unknown-mood';
export interface DaylioSkippedRow {
  line: number;
  mood: string;
  reason: DaylioSkipReason;
}

/** Why a file cannot be imported at all, with the line and column (1-based) it failed at. */
export type DaylioError =
  | CsvSyntaxError
  | { kind: 'empty-file'; line: 1; column: 1 }
  | { kind: 'missing-column'; line: 1; column: number; columnName: DaylioColumn }
  | { kind: 'wrong-cell-count'; line: number; column: number; expected: number }
  | { kind: 'bad-date' | 'bad-time' | 'empty-mood'; line: number; column: number; columnName: DaylioColumn };

export type DaylioParseResult =
  { ok: true; checkIns: DaylioCheckIn[]; skipped: DaylioSkippedRow[] } | { ok: false; error: DaylioError };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?:\s*([ap])\.?m\.?)?$/i;

function toIso(fullDate: string, time: string): { iso: string } | { bad: 'date' | 'time' } {
  const dateMatch = DATE.exec(fullDate.trim());
  if (!dateMatch) return { bad: 'date' };
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const timeMatch = TIME.exec(time.trim());
  if (!timeMatch) return { bad: 'time' };
  let hours = Number(timeMatch[1]);
  const minutes = Number(timeMatch[2]);
  const meridiem = timeMatch[3]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return { bad: 'time' };
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return { bad: 'time' };
  // Daylio writes local wall-clock time; the check-in keeps that moment in the importing device's zone.
  const local = new Date(year, month - 1, day, hours, minutes);
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) {
    return { bad: 'date' };
  }
  return { iso: local.toISOString() };
}

function noteOf(title: string, note: string): string {
  const parts = [title, note]
    .map((part) => part.replace(/\r\n?/g, '\n').trim())
    .filter((part) => part !== '');
  return parts.join('\n\n');
}

/**
 * Reads a whole Daylio CSV export. Every row is checked before anything is returned, so a caller that
 * writes only on `ok: true` never half-imports. The header must name Daylio's columns (in any order,
 * extra columns ignored); a row's mood is matched case-insensitively against DAYLIO_MOOD_TO_SLUG.
 */
export function parseDaylio(text: string): DaylioParseResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const [header, ...rows] = parsed.rows;
  if (header === undefined) return { ok: false, error: { kind: 'empty-file', line: 1, column: 1 } };
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const index = {} as Record<DaylioColumn, number>;
  for (const column of DAYLIO_COLUMNS) {
    const at = names.indexOf(column);
    if (at === -1) {
      return {
        ok: false,
        error: { kind: 'missing-column', line: 1, column: names.length + 1, columnName: column },
      };
    }
    index[column] = at;
  }
  const checkIns: DaylioCheckIn[] = [];
  const skipped: DaylioSkippedRow[] = [];
  for (const row of rows) {
    if (row.cells.length !== header.cells.length) {
      return {
        ok: false,
        error: {
          kind: 'wrong-cell-count',
          line: row.line,
          column: Math.min(row.cells.length, header.cells.length) + 1,
          expected: header.cells.length,
        },
      };
    }
    const cell = (column: DaylioColumn) => row.cells[index[column]] ?? '';
    const at = toIso(cell('full_date'), cell('time'));
    if ('bad' in at) {
      const columnName: DaylioColumn = at.bad === 'date' ? 'full_date' : 'time';
      return {
        ok: false,
        error: {
          kind: at.bad === 'date' ? 'bad-date' : 'bad-time',
          line: row.line,
          column: index[columnName] + 1,
          columnName,
        },
      };
    }
    const mood = cell('mood').trim();
    if (mood === '') {
      return {
        ok: false,
        error: { kind: 'empty-mood', line: row.line, column: index.mood + 1, columnName: 'mood' },
      };
    }
    const emotionSlug =
      DAYLIO_MOOD_TO_SLUG[mood.toLocaleLowerCase('tr-TR')] ?? DAYLIO_MOOD_TO_SLUG[mood.toLowerCase()];
    if (emotionSlug === undefined) {
      skipped.push({ line: row.line, mood, reason: 'unknown-mood' });
      continue;
    }
    const tags = cell('activities')
      .split('|')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    checkIns.push({
      line: row.line,
      date: at.iso,
      mood,
      emotionSlug,
      note: noteOf(cell('note_title'), cell('note')),
      tags,
    });
  }
  return { ok: true, checkIns, skipped };
}
