import { SubscriptionType, type PlanListItem } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPlans } from '../api/plan-api.ts';
import { $plans, $plansStatus, plansPrerendered, plansRequested } from './plans.ts';

vi.mock('../api/plan-api.ts', () => ({ fetchPlans: vi.fn() }));
const fetchMock = vi.mocked(fetchPlans);
beforeEach(() => fetchMock.mockReset());

function plan(name: string, monthlyPrice: number): PlanListItem {
  return {
    id: name.toLowerCase(),
    name,
    description: `${name} plan`,
    subscriptionType: monthlyPrice === 0 ? SubscriptionType.Free : SubscriptionType.Premium,
    monthlyPrice,
    yearlyPrice: monthlyPrice * 10,
    currency: 'USD',
    features: [],
  };
}

const built = [plan('Free', 0), plan('Premium', 9.99)];

describe('plans', () => {
  it('shows the prerendered plans until the platform answers, then its answer', async () => {
    const fresh = [plan('Free', 0), plan('Premium', 12)];
    fetchMock.mockResolvedValue(fresh);
    const scope = fork();
    await allSettled(plansPrerendered, { scope, params: built });
    expect(scope.getState($plans)).toEqual(built);
    await allSettled(plansRequested, { scope });
    expect(scope.getState($plansStatus)).toBe('done');
    expect(scope.getState($plans)).toEqual(fresh);
  });

  it('keeps the prerendered plans when asking the platform fails', async () => {
    fetchMock.mockRejectedValueOnce(new Error('The platform refused'));
    const scope = fork();
    await allSettled(plansPrerendered, { scope, params: built });
    await allSettled(plansRequested, { scope });
    expect(scope.getState($plansStatus)).toBe('fail');
    expect(scope.getState($plans)).toEqual(built);
  });

  it('has none until either comes', () => {
    expect(fork().getState($plans)).toEqual([]);
  });
});
