import { FREE_SUBSCRIPTION, type SubscriptionInfo } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutFx } from '@/entities/session/@x/subscription';
import { fetchSubscription, fetchUsage } from '../api/subscription-api.ts';
import {
  $subscription,
  $usage,
  subscriptionChanged,
  subscriptionRequested,
  usageRequested,
} from './subscription.ts';

vi.mock('../api/subscription-api.ts', () => ({ fetchSubscription: vi.fn(), fetchUsage: vi.fn() }));

const fetchOne = vi.mocked(fetchSubscription);
const fetchUsages = vi.mocked(fetchUsage);
const PREMIUM: SubscriptionInfo = {
  ...FREE_SUBSCRIPTION,
  planName: 'Premium',
  subscriptionType: 2,
  currentPrice: 9.99,
};

beforeEach(() => {
  fetchOne.mockReset().mockResolvedValue(PREMIUM);
  fetchUsages.mockReset().mockResolvedValue([{ featureId: 'clients', used: 1, limit: 1 }]);
});

describe('subscription model', () => {
  it('reads through the SDK’s 5-minute cache when shown, and past it after a change', async () => {
    const scope = fork();
    await allSettled(subscriptionRequested, { scope });
    expect(fetchOne).toHaveBeenLastCalledWith(false);
    expect(scope.getState($subscription)).toEqual(PREMIUM);
    await allSettled(subscriptionChanged, { scope });
    expect(fetchOne).toHaveBeenLastCalledWith(true);
    // A change also re-reads the usage of the new tier's limits.
    expect(fetchUsages).toHaveBeenCalledTimes(1);
  });

  it('asks once when shown twice while the first answer is on its way', async () => {
    let answer: (info: SubscriptionInfo) => void = () => undefined;
    fetchOne.mockReset().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const scope = fork();
    const shown = [
      allSettled(subscriptionRequested, { scope }),
      allSettled(subscriptionRequested, { scope }),
    ];
    answer(PREMIUM);
    await Promise.all(shown);
    expect(fetchOne).toHaveBeenCalledTimes(1);
    expect(scope.getState($subscription)).toEqual(PREMIUM);
    // Shown again once it has come: the SDK's cache answers (the model asks it again, without force).
    fetchOne.mockReset().mockResolvedValue(PREMIUM);
    await allSettled(subscriptionRequested, { scope });
    expect(fetchOne).toHaveBeenCalledWith(false);
  });

  it('forgets the plan and the usage on sign-out, so the next user never sees them', async () => {
    const scope = fork({ handlers: [[logoutFx, () => undefined]] });
    await allSettled(subscriptionRequested, { scope });
    await allSettled(usageRequested, { scope });
    expect(scope.getState($usage)).toHaveLength(1);
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($subscription)).toBeNull();
    expect(scope.getState($usage)).toEqual([]);
  });
});
