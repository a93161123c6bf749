import { describe, expect, it } from 'vitest';
import { formatPrice, yearlySavingPercent } from './price.ts';

describe('formatPrice', () => {
  it('writes cents only when the amount has them, in the language’s order', () => {
    expect(formatPrice(9.99, 'USD', 'en-US')).toBe('$9.99');
    expect(formatPrice(99, 'USD', 'en-US')).toBe('$99');
    expect(formatPrice(0, 'USD', 'en-US')).toBe('$0');
    expect(formatPrice(9.99, 'USD', 'tr-TR')).toBe('$9,99');
    expect(formatPrice(1990, 'USD', 'tr-TR')).toBe('$1.990');
  });
});

describe('yearlySavingPercent', () => {
  it('compares a year paid at once with twelve months, rounded down', () => {
    expect(yearlySavingPercent(9.99, 99)).toBe(17);
    expect(yearlySavingPercent(199, 1990)).toBe(16);
  });

  it('is 0 for free plans and for a yearly price that saves nothing', () => {
    expect(yearlySavingPercent(0, 0)).toBe(0);
    expect(yearlySavingPercent(10, 120)).toBe(0);
    expect(yearlySavingPercent(10, 0)).toBe(0);
  });
});
