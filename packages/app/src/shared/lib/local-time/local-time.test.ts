import { describe, expect, it } from 'vitest';
import { toLocalDate, toLocalInput } from './index.ts';

describe('local time for date inputs', () => {
  it('writes the local calendar day and minute, zero-padded', () => {
    expect(toLocalDate(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});
