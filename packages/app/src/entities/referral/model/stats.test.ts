import type { ReferralStats } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutFx } from '@/entities/session/@x/referral';
import { fetchReferralStats } from '../api/referral-api.ts';
import { $referralStats, $referralStatsStatus, referralStatsRequested } from './stats.ts';

vi.mock('../api/referral-api.ts', () => ({
  fetchReferralStats: vi.fn(),
  sendReferralVisit: vi.fn(),
  sendReferralSignUp: vi.fn(),
}));

const stats: ReferralStats = {
  campaignCode: 'FRIENDS20',
  discount: 20,
  visits: 3,
  signUps: 1,
  conversions: 1,
  discountGiven: [{ amount: 2, currency: 'USD' }],
  recent: [],
};

beforeEach(() => {
  vi.mocked(fetchReferralStats).mockReset();
});

describe('referral stats', () => {
  it('reads the results when requested and drops them on logout', async () => {
    vi.mocked(fetchReferralStats).mockResolvedValue(stats);
    const scope = fork({ handlers: [[logoutFx, () => undefined]] });
    expect(scope.getState($referralStatsStatus)).toBe('initial');
    await allSettled(referralStatsRequested, { scope });
    expect(scope.getState($referralStats)).toEqual(stats);
    expect(scope.getState($referralStatsStatus)).toBe('done');
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($referralStats)).toBeNull();
    expect(scope.getState($referralStatsStatus)).toBe('initial');
  });

  it('fails on a refusal, and a retry reads again', async () => {
    vi.mocked(fetchReferralStats).mockRejectedValueOnce(new Error('Failed to get referral stats'));
    const scope = fork();
    await allSettled(referralStatsRequested, { scope });
    expect(scope.getState($referralStatsStatus)).toBe('fail');
    vi.mocked(fetchReferralStats).mockResolvedValueOnce(stats);
    await allSettled(referralStatsRequested, { scope });
    expect(scope.getState($referralStats)).toEqual(stats);
  });
});
