import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './Badge.tsx';

describe('formatBadgeCount', () => {
  it('shows counts up to 9 and "9+" above', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(150, 99)).toBe('99+');
  });
});
