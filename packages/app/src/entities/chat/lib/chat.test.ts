import { CHAT_ERRORS } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { chatFailureOf } from './errors.ts';
import { AI_REMINDER_INTERVAL_MS, reminderDue, remindersBetween } from './reminder.ts';

describe('reminderDue', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('is due when the reminder was never shown in the conversation', () => {
    expect(reminderDue(null, now)).toBe(true);
  });

  it('is not due within three hours of the last one', () => {
    expect(reminderDue(now - AI_REMINDER_INTERVAL_MS + 1, now)).toBe(false);
  });

  it('is due again three hours after the last one', () => {
    expect(AI_REMINDER_INTERVAL_MS).toBe(3 * 60 * 60 * 1000);
    expect(reminderDue(now - AI_REMINDER_INTERVAL_MS, now)).toBe(true);
  });
});

describe('remindersBetween', () => {
  const start = Date.UTC(2026, 10, 23, 9);
  const at = (hours: number) => new Date(start + hours * 60 * 60 * 1000).toISOString();

  it('adds none within three hours of the start', () => {
    expect(remindersBetween([at(0), at(1), at(2.9)], start)).toEqual([]);
  });

  it('shows it again before the first message three hours after the previous reminder', () => {
    expect(remindersBetween([at(0), at(2), at(3.5), at(4), at(6.4), at(6.6)], start)).toEqual([2, 5]);
  });

  it('skips messages without a readable date', () => {
    expect(remindersBetween([undefined, 'not a date', at(5)], start)).toEqual([2]);
  });
});

describe('chatFailureOf', () => {
  it('names the failures the page explains', () => {
    expect(chatFailureOf(CHAT_ERRORS.CONSENT_REQUIRED)).toBe('consent');
    expect(chatFailureOf(CHAT_ERRORS.LIMIT_REACHED)).toBe('limit');
    expect(chatFailureOf(CHAT_ERRORS.CLIENT_NOT_FOUND)).toBe('noClient');
    expect(chatFailureOf(CHAT_ERRORS.CHAT_NOT_FOUND)).toBe('notFound');
    expect(chatFailureOf(CHAT_ERRORS.MESSAGE_TOO_LONG)).toBe('tooLong');
  });

  it('treats anything else as the assistant being unavailable', () => {
    expect(chatFailureOf(CHAT_ERRORS.ASSISTANT_UNAVAILABLE)).toBe('unavailable');
    expect(chatFailureOf('Internal error')).toBe('unavailable');
  });
});
