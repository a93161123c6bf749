import { describe, expect, it } from 'vitest';
import { formatLongDate, localDayRange, toLocalDate, toLocalInput } from './index.ts';

describe('local time for date inputs', () => {
  it('writes the local calendar day and minute, zero-padded', () => {
    expect(toLocalDate(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});

describe('localDayRange', () => {
  it('spans whole local days, never before the history window, and nothing when no day is given', () => {
    expect(localDayRange({ from: '2026-11-01', to: '2026-11-15', since: null })).toEqual({
      start: new Date(2026, 10, 1),
      end: new Date(2026, 10, 16),
    });
    const since = new Date(2026, 10, 10);
    expect(localDayRange({ from: '2026-10-01', to: '', since }).start).toEqual(since);
    expect(localDayRange({ from: '2026-11-12', to: null, since }).start).toEqual(new Date(2026, 10, 12));
    expect(localDayRange({ from: '', to: '', since: null })).toEqual({ start: null, end: null });
  });
});

describe('formatLongDate', () => {
  it('writes the date in words in the language, and nothing for an unreadable one', () => {
    expect(formatLongDate('2026-11-27T12:00:00.000Z', 'en-US')).toBe('November 27, 2026');
    expect(formatLongDate('2026-11-27T12:00:00.000Z', 'tr-TR')).toBe('27 Kasım 2026');
    expect(formatLongDate('someday', 'en-US')).toBe('');
  });
});
