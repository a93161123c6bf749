import { EmotionLevel } from '@emotion-guru/platform-sdk';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MOOD_WORDS,
  hasEntry,
  moodOf,
  ownMoodsOf,
  parseDaylio,
  summarizeDaylio,
  type DaylioParse,
} from './daylio.ts';

const sample = readFileSync(new URL('./__fixtures__/daylio-export.csv', import.meta.url), 'utf8');
const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

function rowsOf(result: DaylioParse) {
  if (!result.ok) throw new Error(`Expected rows, got ${JSON.stringify(result.problem)}`);
  return result.rows;
}

describe('parseDaylio', () => {
  it("reads Daylio's export: local dates and times, moods, activities once each, notes over several lines", () => {
    const rows = rowsOf(parseDaylio(sample));
    expect(rows).toHaveLength(7);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 6, 7, 8, 9]);
    expect(rows[0]).toEqual({
      line: 2,
      date: new Date(2024, 2, 8, 21, 15),
      mood: 'meh',
      moodName: 'meh',
      activities: ['work', 'tired'],
      noteTitle: '',
      note: '',
    });
    expect(rows[2]).toMatchObject({
      date: new Date(2024, 2, 6, 22, 5),
      mood: 'rad',
      activities: ['friends', 'cooking', 'walk'],
      noteTitle: 'Dinner with Ayşe',
      note: 'Cooked together, walked home by the sea.\nFelt light, "finally" rested.',
    });
    expect(rows[3]).toMatchObject({ mood: 'bad', activities: [], note: 'Argument before work.' });
    expect(rows[6]?.activities).toEqual(['friends', 'walk']);
  });

  it('accepts a file without the byte-order mark, with CRLF line ends and blank lines', () => {
    const text = `${HEADER}\r\n\r\n2024-01-02,January 2,Tuesday,07:05,Good,,,\r\n`;
    const rows = rowsOf(parseDaylio(text));
    expect(rows).toEqual([
      {
        line: 3,
        date: new Date(2024, 0, 2, 7, 5),
        mood: 'good',
        moodName: 'Good',
        activities: [],
        noteTitle: '',
        note: '',
      },
    ]);
  });

  it('reads 12-hour times, midnight and noon included', () => {
    const text = [HEADER, '2024-01-02,,,12:05 am,good,,,', '2024-01-02,,,12:30 PM,good,,,'].join('\n');
    expect(rowsOf(parseDaylio(text)).map((row) => row.date.getHours())).toEqual([0, 12]);
  });

  it('names the line and column of the first bad value, counting lines inside notes', () => {
    const lines = sample.split('\n');
    const noMood = [...lines.slice(0, 8), '2024-03-03,March 3,Sunday,11:00, ,,,', ...lines.slice(9)];
    expect(parseDaylio(noMood.join('\n'))).toEqual({
      ok: false,
      problem: { kind: 'missingMood', line: 9, column: 'mood' },
    });
    expect(parseDaylio(`${HEADER}\n2024-02-30,,,10:00,good,,,`)).toEqual({
      ok: false,
      problem: { kind: 'badDate', line: 2, column: 'full_date', value: '2024-02-30' },
    });
    expect(parseDaylio(`${HEADER}\n2024-02-03,,,25:00,good,,,`)).toEqual({
      ok: false,
      problem: { kind: 'badTime', line: 2, column: 'time', value: '25:00' },
    });
    expect(parseDaylio(`${HEADER}\n2024-02-03,,,10:00,good,,,\n2024-02-04,,,10:00,good`)).toEqual({
      ok: false,
      problem: { kind: 'malformed', line: 3 },
    });
  });

  it('refuses an empty file, a file of another app and an unclosed quote', () => {
    expect(parseDaylio('')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseDaylio(`${HEADER}\n`)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseDaylio('date,mood\n2024-01-01,5')).toEqual({
      ok: false,
      problem: { kind: 'missingColumn', column: 'full_date' },
    });
    expect(parseDaylio(`${HEADER}\n2024-01-01,,,10:00,good,,,"never closed\n`)).toEqual({
      ok: false,
      problem: { kind: 'malformed', line: 2 },
    });
  });
});

describe('summarizeDaylio', () => {
  it('counts the check-ins, the entries (days with a note or activities), tags by use, the range and moods', () => {
    const rows = rowsOf(parseDaylio(sample));
    expect(summarizeDaylio(rows)).toEqual({
      checkIns: 7,
      entries: 6,
      tags: ['work', 'friends', 'walk', 'cooking', 'good sleep', 'reading', 'stress', 'tired'],
      first: new Date(2024, 2, 2, 18, 30),
      last: new Date(2024, 2, 8, 21, 15),
      moods: { rad: 2, good: 2, meh: 1, bad: 1, awful: 1 },
      unmapped: 0,
    });
    expect(rows.filter(hasEntry).map((row) => row.line)).toEqual([2, 3, 4, 6, 7, 9]);
    expect(summarizeDaylio([])).toBeNull();
  });

  it('maps the five moods from best to worst onto words of the catalogue', () => {
    expect(MOOD_WORDS.rad).toEqual({ slug: 'joy', level: EmotionLevel.High });
    expect(MOOD_WORDS.awful).toEqual({ slug: 'sadness', level: EmotionLevel.High });
  });
});

describe("the person's own moods", () => {
  // Renamed in Daylio ("Superb"), and a Turkish phone's name for a default mood ("İyi").
  const text = [
    HEADER,
    '2024-03-01,,,09:00,Superb,,,',
    '2024-03-02,,,09:00,good,,,',
    '2024-03-03,,,09:00,İyi,,,',
    '2024-03-04,,,09:00,superb,,,',
  ].join('\n');
  const rows = rowsOf(parseDaylio(text));
  const row = (index: number) => {
    const found = rows[index];
    if (!found) throw new Error(`no row ${String(index)}`);
    return found;
  };

  it('are read, not refused: each once, with its days and first line, in the order they appear', () => {
    expect(rows.map((row) => row.mood)).toEqual(['superb', 'good', 'i̇yi', 'superb']);
    expect(ownMoodsOf(rows)).toEqual([
      { label: 'superb', name: 'Superb', days: 2, line: 2 },
      { label: 'i̇yi', name: 'İyi', days: 1, line: 4 },
    ]);
  });

  it('count as the mood the person maps them to, and wait until they are all mapped', () => {
    expect(summarizeDaylio(rows)).toMatchObject({ moods: { rad: 0, good: 1 }, unmapped: 3 });
    expect(moodOf(row(0), {})).toBeNull();
    const mapping = { superb: 'rad', i̇yi: 'good' } as const;
    expect(moodOf(row(0), mapping)).toBe('rad');
    expect(moodOf(row(1), mapping)).toBe('good');
    expect(summarizeDaylio(rows, mapping)).toMatchObject({ moods: { rad: 2, good: 2 }, unmapped: 0 });
  });
});
