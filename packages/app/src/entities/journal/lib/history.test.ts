import { SubscriptionType } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { FREE_HISTORY_DAYS, historyCutoff } from './history.ts';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('history by tier', () => {
  it('limits the free tier to the last 7 days', () => {
    expect(FREE_HISTORY_DAYS).toBe(7);
    expect(historyCutoff(SubscriptionType.Free, NOW)?.toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });

  it.each([
    ['premium', SubscriptionType.Premium],
    ['pro', SubscriptionType.Professional],
    ['team', SubscriptionType.Team],
    ['enterprise', SubscriptionType.Enterprise],
  ])('shows %s everything', (_, tier) => {
    expect(historyCutoff(tier, NOW)).toBeNull();
  });
});
