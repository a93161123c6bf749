import { describe, expect, it } from 'vitest';
import { formatReminderTime } from './format-time.ts';

describe('formatReminderTime', () => {
  it('writes a time of day the way each language does', () => {
    expect(formatReminderTime('08:30', 'en-US')).toBe('8:30 AM');
    expect(formatReminderTime('20:05', 'en-US')).toBe('8:05 PM');
    expect(formatReminderTime('08:30', 'tr-TR')).toBe('08:30');
    expect(formatReminderTime('00:00', 'tr-TR')).toBe('00:00');
  });

  it('leaves a malformed time as it is', () => {
    expect(formatReminderTime('8:30', 'en-US')).toBe('8:30');
  });
});
