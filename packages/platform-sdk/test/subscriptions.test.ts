import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BillingPeriod,
  FREE_SUBSCRIPTION,
  PLAN_STATUS_TO_PRODUCT,
  PlanStatus,
  ProductSubscriptionStatus,
  SUBSCRIPTION_CACHE_MS,
  SubscriptionType,
  currencyCode,
  mapPlanToSubscription,
  mapSalesPackToPlan,
  mapSubscriptionStatus,
  parseBillingPeriod,
  productStatusOfPlan,
  type GsbSubscriptionPlan,
} from '../src/index.ts';
import { answerOps, json, makeClient, signedIn, type Recorded } from './helpers.ts';

const plan: GsbSubscriptionPlan = {
  id: 'p1',
  status: 1,
  lastPaymentDate: '2026-01-01',
  nextPaymentDate: '2026-02-01',
  salesPack: { id: 's1', name: 'Premium', description: 'More', subscriptionType: SubscriptionType.Premium },
  paymentOption: { id: 'o1', price: 9.99, currency: { code: 'EUR' }, billingPeriod: BillingPeriod.Monthly },
  refCodes: [{ provider: 'card', code: 'sub_123' }],
};

const opsOf = (calls: Recorded[]) => calls.map((c) => (c.body.params as { op: string }).op);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-01-10T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('subscription mapping', () => {
  it.each([
    [1, 'Active'],
    [2, 'Cancelled'],
    [3, 'Freezed'],
    [16, 'CancelScheduled'],
    [4, 'Cancelled'],
    [0, 'Cancelled'],
    [null, 'Cancelled'],
    [undefined, 'Cancelled'],
  ])('status %s is %s', (code, status) => {
    expect(mapSubscriptionStatus(code)).toBe(status);
  });

  it('maps a plan; isActive only when Active', () => {
    expect(mapPlanToSubscription(plan)).toEqual({
      planName: 'Premium',
      planDescription: 'More',
      subscriptionType: SubscriptionType.Premium,
      currentPrice: 9.99,
      currentCurrency: 'EUR',
      billingPeriod: BillingPeriod.Monthly,
      lastPaymentDate: '2026-01-01',
      nextPaymentDate: '2026-02-01',
      status: 'Active',
      isActive: true,
      provider: 'card',
      externalSubscriptionId: 'sub_123',
    });
    expect(mapPlanToSubscription({ ...plan, cancelAtPeriodEnd: true })).toMatchObject({
      status: 'CancelScheduled',
      isActive: false,
    });
    expect(mapPlanToSubscription({ ...plan, status: PlanStatus.Freezed })).toMatchObject({
      status: 'Freezed',
      isActive: false,
    });
    expect(mapPlanToSubscription({ ...plan, status: PlanStatus.Cancelled }).status).toBe('Cancelled');
  });

  it('maps every platform record status to the product numbering (one table)', () => {
    expect(PLAN_STATUS_TO_PRODUCT).toEqual({ 1: 1, 2: 3, 4: 2, 8: 1 });
    expect(
      Object.keys(PLAN_STATUS_TO_PRODUCT)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(PlanStatus).sort((a, b) => a - b));
    expect(ProductSubscriptionStatus).toEqual({ Active: 1, Cancelled: 2, Freezed: 3, CancelScheduled: 16 });
  });

  it.each([
    [PlanStatus.Active, false, 1, 'Active'],
    [PlanStatus.Renewing, false, 1, 'Active'],
    [PlanStatus.Freezed, false, 3, 'Freezed'],
    [PlanStatus.Cancelled, false, 2, 'Cancelled'],
    [PlanStatus.Active, true, 16, 'CancelScheduled'],
    [PlanStatus.Renewing, true, 16, 'CancelScheduled'],
    [PlanStatus.Cancelled, true, 2, 'Cancelled'],
    [PlanStatus.Freezed, true, 3, 'Freezed'],
    [16, false, 2, 'Cancelled'],
    [undefined, false, 2, 'Cancelled'],
  ])(
    'record status %s (cancelAtPeriodEnd %s) is product %s, %s',
    (status, cancelAtPeriodEnd, product, name) => {
      expect(productStatusOfPlan({ status, cancelAtPeriodEnd })).toBe(product);
      expect(mapSubscriptionStatus(productStatusOfPlan({ status, cancelAtPeriodEnd }))).toBe(name);
    },
  );

  it('fills a sparse plan from the tenant and defaults', () => {
    const sparse = mapPlanToSubscription({
      id: 'p',
      paymentOption: { id: 'o' },
      tenant: { id: 't', subscriptionType: 8 },
    });
    expect(sparse).toMatchObject({
      planName: '',
      subscriptionType: 8,
      currentPrice: 0,
      currentCurrency: 'USD',
      billingPeriod: BillingPeriod.Monthly,
      provider: null,
      status: 'Cancelled',
    });
    expect(mapPlanToSubscription({ id: 'p', paymentOption: { id: 'o' } }).subscriptionType).toBe(
      SubscriptionType.Free,
    );
  });

  it('no plan or no payment option is free: Active, price 0, USD, Monthly', () => {
    for (const value of [null, undefined, { ...plan, paymentOption: undefined }]) {
      expect(mapPlanToSubscription(value)).toEqual(FREE_SUBSCRIPTION);
    }
    expect(FREE_SUBSCRIPTION).toMatchObject({
      status: 'Active',
      isActive: true,
      currentPrice: 0,
      currentCurrency: 'USD',
      billingPeriod: BillingPeriod.Monthly,
      subscriptionType: SubscriptionType.Free,
    });
  });

  it.each([
    ['yearly', BillingPeriod.Yearly],
    ['Annual', BillingPeriod.Yearly],
    ['Yıllık', BillingPeriod.Yearly],
    ['weekly', BillingPeriod.Weekly],
    ['Quarterly', BillingPeriod.Quarterly],
    ['Monthly', BillingPeriod.Monthly],
    ['4', BillingPeriod.Yearly],
    ['fortnightly', BillingPeriod.Monthly],
    ['', BillingPeriod.Monthly],
    [null, BillingPeriod.Monthly],
    [3, BillingPeriod.Quarterly],
    [7, BillingPeriod.Unknown],
  ])('billing period %s parses to %s', (text, period) => {
    expect(parseBillingPeriod(text)).toBe(period);
  });

  it('maps sales packs to plan list items; currency defaults to USD', () => {
    expect(
      mapSalesPackToPlan({
        id: 's2',
        name: 'Pro',
        description: 'For pros',
        subscriptionType: SubscriptionType.Professional,
        features: ['ai-insights'],
        paymentOptions: [
          { id: 'm', price: 19, currency: 'TRY', billingPeriod: BillingPeriod.Monthly },
          { id: 'y', price: 190, currency: 'TRY', billingPeriod: BillingPeriod.Yearly },
        ],
      }),
    ).toEqual({
      id: 's2',
      name: 'Pro',
      description: 'For pros',
      subscriptionType: SubscriptionType.Professional,
      monthlyPrice: 19,
      yearlyPrice: 190,
      currency: 'TRY',
      features: ['ai-insights'],
    });
    expect(mapSalesPackToPlan({ id: 'f' })).toEqual({
      id: 'f',
      name: '',
      description: '',
      subscriptionType: SubscriptionType.Free,
      monthlyPrice: 0,
      yearlyPrice: 0,
      currency: 'USD',
      features: [],
    });
    expect(currencyCode({ currency: { code: '' } })).toBe('USD');
  });
});

describe('subscription service', () => {
  it('startSubscriptionFlow needs the user email, before any request', async () => {
    const { client, calls } = makeClient(answerOps({}));
    await expect(
      client.subscriptions.startSubscriptionFlow({ salesPackName: 'Premium', billingPeriod: 'Monthly' }),
    ).rejects.toThrow('User email is required for subscription');
    expect(calls).toHaveLength(0);
  });

  it('startSubscriptionFlow sends the pack, period, email and return URLs; answers checkout data', async () => {
    const { client, calls } = makeClient(
      answerOps({ startSubscriptionFlow: { success: true, checkout: { clientToken: 'ct' } } }),
      {
        tokenStorage: signedIn(),
      },
    );
    const result = await client.subscriptions.startSubscriptionFlow({
      salesPackName: 'Premium',
      billingPeriod: BillingPeriod.Yearly,
      returnOrigin: 'https://eg.app',
    });
    expect(result).toEqual({ success: true, checkout: { clientToken: 'ct' } });
    expect(calls[0]).toMatchObject({
      path: '/api/workflow/runFunction',
      body: {
        functionName: 'subscriptionOps',
        params: {
          op: 'startSubscriptionFlow',
          salesPackName: 'Premium',
          billingPeriod: 4,
          email: 'ada@example.com',
          successUrl: 'https://eg.app/app/subscription?success=true',
          cancelUrl: 'https://eg.app/app/subscription?cancelled=true',
        },
      },
    });
    const bare = makeClient(answerOps({ startSubscriptionFlow: { success: true } }), {
      tokenStorage: signedIn(),
    });
    expect(
      await bare.client.subscriptions.startSubscriptionFlow({ salesPackName: 'P', billingPeriod: 'Monthly' }),
    ).toEqual({
      success: true,
      checkout: {},
    });
    expect(bare.calls[0]?.body.params).not.toHaveProperty('successUrl');
  });

  it('reports failures with the server error or the catalogue message', async () => {
    const { client } = makeClient(
      answerOps({
        startSubscriptionFlow: { success: false, error: 'Card declined' },
        updateSubscription: json({}, 500),
        cancelSubscription: { success: false },
        reactivateSubscription: json({}, 500),
      }),
      { tokenStorage: signedIn() },
    );
    expect(
      await client.subscriptions.startSubscriptionFlow({ salesPackName: 'P', billingPeriod: 'Monthly' }),
    ).toEqual({
      success: false,
      error: 'Card declined',
    });
    expect(
      await client.subscriptions.updateSubscription({ salesPackName: 'P', billingPeriod: 'Yearly' }),
    ).toEqual({
      success: false,
      error: 'Failed to update subscription',
    });
    expect(await client.subscriptions.cancelSubscription()).toEqual({
      success: false,
      error: 'Failed to cancel subscription',
    });
    expect(await client.subscriptions.reactivateSubscription()).toEqual({
      success: false,
      error: 'Failed to reactivate subscription',
    });
  });

  it('a failed start request is "Failed to start subscription flow"', async () => {
    const { client } = makeClient(answerOps({ startSubscriptionFlow: json({}, 503) }), {
      tokenStorage: signedIn(),
    });
    expect(
      await client.subscriptions.startSubscriptionFlow({ salesPackName: 'P', billingPeriod: 'Monthly' }),
    ).toEqual({
      success: false,
      error: 'Failed to start subscription flow',
    });
  });

  it.each([
    ['getCurrentSubscription', 'Failed to get subscription'],
    ['getAvailablePlans', 'Failed to get plans'],
    ['getUsageStats', 'Failed to get usage stats'],
  ] as const)('%s throws "%s" on failure', async (op, message) => {
    const failing = makeClient(answerOps({ [op]: json({}, 500) }));
    await expect(failing.client.subscriptions[op]()).rejects.toMatchObject({ message });
    const refused = makeClient(answerOps({ [op]: { success: false, error: 'nope' } }));
    await expect(refused.client.subscriptions[op]()).rejects.toMatchObject({
      message,
      details: { error: 'nope' },
    });
  });

  it('caches the current subscription for 5 minutes', async () => {
    const { client, calls } = makeClient(
      answerOps({ getCurrentSubscription: { success: true, subscription: plan } }),
    );
    const first = await client.subscriptions.getCurrentSubscription();
    expect(first.planName).toBe('Premium');
    await client.subscriptions.getCurrentSubscription();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(SUBSCRIPTION_CACHE_MS - 1);
    await client.subscriptions.getCurrentSubscription();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await client.subscriptions.getCurrentSubscription();
    expect(calls).toHaveLength(2);
    await client.subscriptions.getCurrentSubscription({ force: true });
    expect(calls).toHaveLength(3);
    client.subscriptions.clearCache();
    await client.subscriptions.getCurrentSubscription();
    expect(calls).toHaveLength(4);
  });

  it("passes the platform's tier to the session (stored, heard as a refresh) and keeps the cache", async () => {
    const storage = signedIn();
    const { client, calls } = makeClient(
      answerOps({
        getCurrentSubscription: {
          success: true,
          subscription: plan,
          subscriptionType: SubscriptionType.Premium,
        },
      }),
      { tokenStorage: storage },
    );
    const heard: unknown[] = [];
    client.auth.onChange((event) => heard.push(event));
    await client.subscriptions.getCurrentSubscription();
    expect(storage.get()?.subscription).toBe(SubscriptionType.Premium);
    expect(heard).toEqual([{ type: 'refresh', auth: storage.get() }]);
    // Cached despite the session change it caused; the same tier again tells nobody.
    await client.subscriptions.getCurrentSubscription();
    expect(calls).toHaveLength(1);
    await client.subscriptions.getCurrentSubscription({ force: true });
    expect(heard).toHaveLength(1);
    expect(storage.get()?.token).toBe('t');
  });

  it('without a tier in the answer, or signed out, the session is left alone', async () => {
    const storage = signedIn();
    const { client } = makeClient(
      answerOps({ getCurrentSubscription: { success: true, subscription: plan } }),
      {
        tokenStorage: storage,
      },
    );
    await client.subscriptions.getCurrentSubscription();
    expect(storage.get()?.subscription).toBeUndefined();
    const visitor = makeClient(answerOps({}));
    const heard: unknown[] = [];
    visitor.client.auth.onChange((event) => heard.push(event));
    visitor.client.auth.setSubscription(SubscriptionType.Professional);
    expect(heard).toEqual([]);
    expect(visitor.client.auth.current).toBeNull();
  });

  it('no plan answers the free subscription', async () => {
    const { client } = makeClient(
      answerOps({ getCurrentSubscription: { success: true, subscription: null } }),
    );
    expect(await client.subscriptions.getCurrentSubscription()).toEqual(FREE_SUBSCRIPTION);
  });

  it.each(['cancelSubscription', 'reactivateSubscription'] as const)(
    '%s refreshes the cached subscription',
    async (op) => {
      const { client, calls } = makeClient(
        answerOps({ getCurrentSubscription: { success: true, subscription: plan }, [op]: { success: true } }),
      );
      await client.subscriptions.getCurrentSubscription();
      expect(await client.subscriptions[op]()).toEqual({ success: true });
      await client.subscriptions.getCurrentSubscription();
      expect(opsOf(calls)).toEqual(['getCurrentSubscription', op, 'getCurrentSubscription']);
    },
  );

  it('updateSubscription answers the change type and refreshes the cache', async () => {
    const { client, calls } = makeClient(
      answerOps({
        updateSubscription: { success: true, changeType: 'upgrade' },
        getCurrentSubscription: { success: true, subscription: plan },
      }),
    );
    expect(
      await client.subscriptions.updateSubscription({ salesPackName: 'Pro', billingPeriod: 'Yearly' }),
    ).toEqual({
      success: true,
      changeType: 'upgrade',
    });
    expect(opsOf(calls)).toEqual(['updateSubscription', 'getCurrentSubscription']);
    expect(calls[0]?.body.params).toMatchObject({ salesPackName: 'Pro', billingPeriod: 'Yearly' });
  });

  it('a failing refresh after a successful operation does not fail the operation', async () => {
    const { client } = makeClient(
      answerOps({ cancelSubscription: { success: true }, getCurrentSubscription: json({}, 500) }),
    );
    expect(await client.subscriptions.cancelSubscription()).toEqual({ success: true });
    const update = makeClient(
      answerOps({ updateSubscription: { success: true }, getCurrentSubscription: json({}, 500) }),
    );
    expect(
      await update.client.subscriptions.updateSubscription({ salesPackName: 'P', billingPeriod: 'Monthly' }),
    ).toEqual({
      success: true,
      changeType: 'unknown',
    });
  });

  it('a session change (logout) clears the cache', async () => {
    const { client, calls } = makeClient(
      answerOps({ getCurrentSubscription: { success: true, subscription: plan } }),
      {
        tokenStorage: signedIn(),
      },
    );
    await client.subscriptions.getCurrentSubscription();
    client.auth.logout();
    await client.subscriptions.getCurrentSubscription();
    expect(calls).toHaveLength(2);
  });

  it('lists plans without passive packs, and usage stats', async () => {
    const { client } = makeClient(
      answerOps({
        getAvailablePlans: {
          success: true,
          salesPacks: [
            { id: 'a', name: 'Free', paymentOptions: [] },
            { id: 'b', name: 'Old', passive: true },
          ],
        },
        getUsageStats: { success: true, usages: [{ featureId: 'ai-insights', used: 3, limit: 10 }] },
      }),
    );
    expect((await client.subscriptions.getAvailablePlans()).map((p) => p.id)).toEqual(['a']);
    expect(await client.subscriptions.getUsageStats()).toEqual([
      { featureId: 'ai-insights', used: 3, limit: 10 },
    ]);
    const empty = makeClient(answerOps({ getAvailablePlans: {}, getUsageStats: {} }));
    expect(await empty.client.subscriptions.getAvailablePlans()).toEqual([]);
    expect(await empty.client.subscriptions.getUsageStats()).toEqual([]);
  });
});
