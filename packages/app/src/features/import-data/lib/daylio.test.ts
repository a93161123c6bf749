import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { DAYLIO_MOOD_TO_SLUG, parseDaylio } from './daylio.ts';

const sample = readFileSync(new URL('./__fixtures__/daylio-sample.csv', import.meta.url), 'utf8');
const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';
const localIso = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe('Daylio import mapping', () => {
  it('maps a real-format export: moods to catalogue words, activities to tags, title and note joined', () => {
    const result = parseDaylio(sample);
    if (!result.ok) throw new Error(`unexpected error ${JSON.stringify(result.error)}`);
    expect(result.checkIns).toEqual([
      {
        line: 2,
        date: localIso(2026, 11, 20, 20, 30),
        mood: 'rad',
        emotionSlug: 'ecstasy',
        note: 'Harika bir gün\n\nDeniz kenarında yürüdük, çay içtik.',
        tags: ['friends', 'good meal', 'walk'],
      },
      {
        line: 3,
        date: localIso(2026, 11, 19, 7, 5),
        mood: 'meh',
        emotionSlug: 'apathetic',
        note: '',
        tags: [],
      },
      {
        line: 4,
        date: localIso(2026, 11, 18, 23, 45),
        mood: 'awful',
        emotionSlug: 'despair',
        note: 'Çok yorgun, "bitkin" hissettim\nYarın daha iyi olacak.',
        tags: ['work', 'İş yükü'],
      },
      {
        line: 7,
        date: localIso(2026, 11, 16, 9, 0),
        mood: 'Good',
        emotionSlug: 'content',
        note: 'Öğle\n\nIşık ve güneş',
        tags: ['sport', 'şehir dışı'],
      },
    ]);
    expect(result.skipped).toEqual([{ line: 6, mood: 'so-so', reason: 'unknown-mood' }]);
  });

  it('maps every default mood, English and Turkish, to a word of the seeded catalogue', () => {
    expect(DAYLIO_MOOD_TO_SLUG).toEqual({
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
    });
    const result = parseDaylio(`${HEADER}\n2026-01-02,January 2,Friday,13:05,KÖTÜ,,,\n`);
    expect(result).toMatchObject({
      ok: true,
      checkIns: [{ emotionSlug: 'sadness', date: localIso(2026, 1, 2, 13, 5) }],
    });
  });

  it('accepts columns in another order and ignores extra ones', () => {
    const result = parseDaylio(
      'mood,note,extra,full_date,date,weekday,time,activities,note_title\nbad,hi,x,2026-03-04,,,6:00 am,a | b,\n',
    );
    expect(result).toMatchObject({
      ok: true,
      checkIns: [{ emotionSlug: 'sadness', note: 'hi', tags: ['a', 'b'] }],
    });
  });
});

describe('malformed Daylio files name the line and column', () => {
  const row = (cells: string) => `${HEADER}\n2026-11-20,November 20,Friday,8:30 pm,rad,,,ok\n${cells}\n`;

  it('refuses an impossible date on its line, in the full_date column', () => {
    expect(parseDaylio(row('2026-02-30,x,x,8:30 pm,rad,,,'))).toEqual({
      ok: false,
      error: { kind: 'bad-date', line: 3, column: 1, columnName: 'full_date' },
    });
  });

  it('refuses a bad time in the time column', () => {
    expect(parseDaylio(row('2026-02-03,x,x,25:10,rad,,,'))).toEqual({
      ok: false,
      error: { kind: 'bad-time', line: 3, column: 4, columnName: 'time' },
    });
  });

  it('refuses an empty mood', () => {
    expect(parseDaylio(row('2026-02-03,x,x,10:10,,,,'))).toMatchObject({
      ok: false,
      error: { kind: 'empty-mood', line: 3, column: 5 },
    });
  });

  it('refuses a row with too few cells, counting lines inside quoted notes', () => {
    const text = `${HEADER}\n2026-11-20,x,x,8:30 pm,rad,,,"two\nlines"\n2026-11-21,x,x,8:30 pm,rad\n`;
    expect(parseDaylio(text)).toEqual({
      ok: false,
      error: { kind: 'wrong-cell-count', line: 4, column: 6, expected: 8 },
    });
  });

  it('refuses a note whose quote never closes, at the line where it opens', () => {
    expect(parseDaylio(row('2026-02-03,x,x,10:10,rad,,,"open\nnever closed'))).toEqual({
      ok: false,
      error: { kind: 'unclosed-quote', line: 3, column: 8 },
    });
  });

  it('refuses a file without the Daylio header and an empty file', () => {
    expect(parseDaylio('date,mood\n2026-01-01,rad\n')).toMatchObject({
      ok: false,
      error: { kind: 'missing-column', line: 1, columnName: 'full_date' },
    });
    expect(parseDaylio('')).toEqual({ ok: false, error: { kind: 'empty-file', line: 1, column: 1 } });
  });

  it('refuses text after a closing quote', () => {
    expect(parseCsv('a,"b"c\n')).toEqual({
      ok: false,
      error: { kind: 'text-after-quote', line: 1, column: 2 },
    });
  });
});
