import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => now - ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says how long ago in the largest unit that fits, in English', () => {
    expect(formatRelativeTime(now, now, 'en-US')).toBe('now');
    expect(formatRelativeTime(ago(30_000), now, 'en-US')).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(5 * MINUTE), now, 'en-US')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * HOUR), now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(DAY), now, 'en-US')).toBe('yesterday');
    expect(formatRelativeTime(ago(14 * DAY), now, 'en-US')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(60 * DAY), now, 'en-US')).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * DAY), now, 'en-US')).toBe('2 years ago');
  });

  it('speaks Turkish, and reads a time slightly ahead as now', () => {
    expect(formatRelativeTime(ago(5 * MINUTE), now, 'tr-TR')).toBe('5 dakika önce');
    expect(formatRelativeTime(now + 3000, now, 'en-US')).toBe('now');
  });
});
