import { describe, expect, it } from 'vitest';
import {
  PlatformError,
  ReferralOp,
  isPlatformError,
  referralWireParams,
  type ReferralStats,
} from '../src/index.ts';
import { answerOps, json, makeClient, signedIn } from './helpers.ts';

describe('referral wire params', () => {
  it('sends the code userId as referrerId and leaves absent fields out', () => {
    expect(referralWireParams({ userId: 'r1', campaignCode: 'FRIENDS20', discount: 20 })).toEqual({
      campaignCode: 'FRIENDS20',
      referrerId: 'r1',
      discount: 20,
    });
    expect(referralWireParams({ campaignCode: 'spring' })).toEqual({ campaignCode: 'spring' });
    expect(referralWireParams({ userId: 'r1', discount: 0 })).toEqual({ referrerId: 'r1', discount: 0 });
  });
});

describe('startSubscriptionFlow with a referral', () => {
  it('sends the referral in the op params', async () => {
    const { client, calls } = makeClient(
      answerOps({ startSubscriptionFlow: { success: true, checkout: {} } }),
      {
        tokenStorage: signedIn(),
      },
    );
    await client.subscriptions.startSubscriptionFlow({
      salesPackName: 'Premium',
      billingPeriod: 'Monthly',
      referral: { userId: 'r1', campaignCode: 'FRIENDS20', discount: 20 },
    });
    expect(calls[0]?.body).toMatchObject({
      functionName: 'subscriptionOps',
      params: {
        op: 'startSubscriptionFlow',
        salesPackName: 'Premium',
        referral: { campaignCode: 'FRIENDS20', referrerId: 'r1', discount: 20 },
      },
    });
    const partial = makeClient(answerOps({ startSubscriptionFlow: { success: true } }), {
      tokenStorage: signedIn(),
    });
    await partial.client.subscriptions.startSubscriptionFlow({
      salesPackName: 'Premium',
      billingPeriod: 'Monthly',
      referral: { userId: 'r1' },
    });
    expect(partial.calls[0]?.body.params).toMatchObject({ referral: { referrerId: 'r1' } });
    expect((partial.calls[0]?.body.params as { referral: object }).referral).toEqual({ referrerId: 'r1' });
  });

  it('sends no referral when none is given', async () => {
    const { client, calls } = makeClient(answerOps({ startSubscriptionFlow: { success: true } }), {
      tokenStorage: signedIn(),
    });
    await client.subscriptions.startSubscriptionFlow({ salesPackName: 'Premium', billingPeriod: 'Monthly' });
    expect(calls[0]?.body.params).not.toHaveProperty('referral');
  });
});

describe('referral service', () => {
  it('records a visit and a sign-up through referralOps', async () => {
    const { client, calls } = makeClient(
      answerOps({ recordVisit: { success: true }, recordSignUp: { success: true } }),
    );
    await expect(
      client.referrals.recordVisit({ userId: 'r1', campaignCode: 'FRIENDS20', discount: 20 }),
    ).resolves.toBeUndefined();
    await expect(client.referrals.recordSignUp({ campaignCode: 'spring' })).resolves.toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual(['/api/workflow/runFunction', '/api/workflow/runFunction']);
    expect(calls[0]?.body).toMatchObject({
      functionName: 'referralOps',
      params: { op: ReferralOp.RecordVisit, campaignCode: 'FRIENDS20', referrerId: 'r1', discount: 20 },
    });
    expect(calls[1]?.body.params).toEqual({ op: 'recordSignUp', campaignCode: 'spring' });
  });

  it('refuses a referral with neither a userId nor a campaign code, before any request', async () => {
    const { client, calls } = makeClient(answerOps({}));
    await expect(client.referrals.recordVisit({ discount: 10 })).rejects.toSatisfy((e: unknown) =>
      isPlatformError(e, 'INVALID_REFERRAL_CODE'),
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['recordVisit', 'op refused', { success: false, error: 'Unknown referrer' }, 'Unknown referrer'],
    ['recordVisit', 'request failed', json({}, 503), 'Failed to record referral'],
    ['recordSignUp', 'op refused', { success: false }, 'Failed to record referral'],
    ['recordSignUp', 'request failed', json({}, 500), 'Failed to record referral'],
  ] as const)('%s rejects with "Failed to record referral" when the %s', async (op, _case, answer, error) => {
    const { client } = makeClient(answerOps({ [op]: answer }));
    const failure = client.referrals[op]({ userId: 'r1' });
    await expect(failure).rejects.toBeInstanceOf(PlatformError);
    await expect(failure).rejects.toMatchObject({
      code: 'RECORD_REFERRAL_FAILED',
      message: 'Failed to record referral',
      details: { error },
    });
  });

  it('getStats maps the answer, keeping only the documented record fields', async () => {
    const stats: ReferralStats = {
      campaignCode: 'FRIENDS20',
      discount: 20,
      visits: 5,
      signUps: 2,
      conversions: 1,
      discountGiven: [{ amount: 2, currency: 'USD' }],
      recent: [
        {
          id: 'x2',
          event: 'conversion',
          campaignCode: 'FRIENDS20',
          referrerId: 'u1',
          discount: 20,
          timestamp: '2026-01-02T00:00:00.000Z',
          amount: 7.99,
          currency: 'USD',
          salesPackName: 'Premium',
        },
        {
          id: 'x1',
          event: 'signUp',
          campaignCode: 'FRIENDS20',
          referrerId: 'u1',
          discount: 20,
          timestamp: '2026-01-01T00:00:00.000Z',
        },
      ],
    };
    const leaky = {
      ...stats,
      recent: stats.recent.map((r) => ({ ...r, referredUserId: 'someone', email: 'x@example.com' })),
    };
    const { client, calls } = makeClient(answerOps({ getReferralStats: { success: true, stats: leaky } }), {
      tokenStorage: signedIn(),
    });
    expect(await client.referrals.getStats()).toEqual(stats);
    expect(calls[0]?.body).toMatchObject({
      functionName: 'referralOps',
      params: { op: 'getReferralStats' },
    });
    const sparse = makeClient(
      answerOps({ getReferralStats: { success: true, stats: { campaignCode: 'C' } } }),
    );
    expect(await sparse.client.referrals.getStats()).toEqual({
      campaignCode: 'C',
      discount: 0,
      visits: 0,
      signUps: 0,
      conversions: 0,
      discountGiven: [],
      recent: [],
    });
  });

  it('getStats throws "Failed to get referral stats" when refused or when the request fails', async () => {
    const refused = makeClient(
      answerOps({ getReferralStats: { success: false, error: 'Failed to get referral stats' } }),
    );
    await expect(refused.client.referrals.getStats()).rejects.toMatchObject({
      code: 'GET_REFERRAL_STATS_FAILED',
      message: 'Failed to get referral stats',
    });
    const failing = makeClient(answerOps({ getReferralStats: json({}, 500) }));
    await expect(failing.client.referrals.getStats()).rejects.toSatisfy((e: unknown) =>
      isPlatformError(e, 'GET_REFERRAL_STATS_FAILED'),
    );
  });
});
