/** referralOps and referrals at checkout (workflows/referrals.ts, workflows/subscriptions.ts). */
import { IDBFactory } from 'fake-indexeddb';
import { ERRORS, isPlatformError, type ReferralParams } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { userIdFor } from '../src/ids.ts';
import { createEmulator } from '../src/emulator.ts';
import { createIndexedDbPersistence } from '../src/persistence/indexeddb.ts';
import type { Persistence } from '../src/persistence/types.ts';
import type { Row } from '../src/query/types.ts';
import { REFERRAL_PROGRAM } from '../src/seed/accounts.ts';
import { REFERRAL_MESSAGES } from '../src/workflows/referrals.ts';
import { SANDBOX_CARDS } from '../src/workflows/subscriptions.ts';
import { call, entities, login, sdk, signedIn, useEmulator, type Json } from './helpers.ts';

let clock = Date.parse('2026-03-01T10:00:00.000Z');
const { emulator } = useEmulator({ now: () => clock });

const REFERRER = userIdFor('referrer@example.com');
const LINK: ReferralParams = { userId: REFERRER, campaignCode: 'FRIENDS20', discount: 20 };
const WIRE = { referrerId: REFERRER, campaignCode: 'FRIENDS20', discount: 20 };

function referrals(): Row[] {
  return emulator.db.rows(emulator.db.tenant('emotion'), 'VegReferral');
}

function events(event: string): Row[] {
  return referrals().filter((r) => r.event === event);
}

async function runOp(fn: string, op: string, params: Json = {}, token?: string) {
  const answer = await call(
    '/api/workflow/runFunction',
    { functionName: fn, params: { op, ...params } },
    token,
  );
  return { status: answer.status, result: answer.body.result as Json, body: answer.body };
}

async function startAs(token: string, params: Json): Promise<Json> {
  const answer = await call(
    '/api/workflow/runFunction',
    {
      functionName: 'subscriptionOps',
      params: { op: 'startSubscriptionFlow', salesPackName: 'Premium', billingPeriod: 'Monthly', ...params },
    },
    token,
  );
  expect(answer.status).toBe(200);
  return answer.body.result as Json;
}

async function complete(token: string, checkoutId: unknown, cardNumber: string = SANDBOX_CARDS.success) {
  return (await runOp('subscriptionOps', 'completeCheckout', { checkoutId, cardNumber }, token)).result;
}

describe('referralOps.recordVisit', () => {
  it('records a visit signed out, without naming anyone as its author', async () => {
    const visitor = sdk();
    await expect(visitor.referrals.recordVisit(LINK)).resolves.toBeUndefined();
    expect(events('visit')).toHaveLength(1);
    expect(events('visit')[0]).toMatchObject({
      ...WIRE,
      event: 'visit',
      timestamp: new Date(clock).toISOString(),
      referredUserId: null,
      createdBy_id: null,
    });
    const referrer = await signedIn('referrer@example.com');
    expect((await referrer.referrals.getStats()).visits).toBe(1);
  });

  it('records a campaign-only visit, credited to nobody', async () => {
    await sdk().referrals.recordVisit({ campaignCode: 'Şubat' });
    expect(events('visit')[0]).toMatchObject({ campaignCode: 'Şubat', referrerId: null, discount: 0 });
    const referrer = await signedIn('referrer@example.com');
    expect((await referrer.referrals.getStats()).visits).toBe(0);
  });

  it('refuses a referral without a referrer or campaign, an unknown referrer, a non-referrer and a bad discount', async () => {
    expect((await runOp('referralOps', 'recordVisit', { discount: 10 })).result).toEqual({
      success: false,
      error: ERRORS.RECORD_REFERRAL_FAILED,
      message: REFERRAL_MESSAGES.CODE_REQUIRED,
    });
    for (const referrerId of ['nobody', userIdFor('premium@example.com'), userIdFor('other@example.com')]) {
      expect((await runOp('referralOps', 'recordVisit', { referrerId })).result).toEqual({
        success: false,
        error: ERRORS.RECORD_REFERRAL_FAILED,
        message: REFERRAL_MESSAGES.UNKNOWN_REFERRER,
      });
    }
    for (const discount of [150, -1, 'lots']) {
      expect((await runOp('referralOps', 'recordVisit', { ...WIRE, discount })).result).toMatchObject({
        success: false,
        message: REFERRAL_MESSAGES.INVALID_DISCOUNT,
      });
    }
    const failure = sdk().referrals.recordVisit({ userId: 'nobody' });
    await expect(failure).rejects.toSatisfy((e: unknown) => isPlatformError(e, 'RECORD_REFERRAL_FAILED'));
    await expect(failure).rejects.toMatchObject({ details: { error: ERRORS.RECORD_REFERRAL_FAILED } });
    expect(referrals()).toHaveLength(0);
  });

  it('answers an unknown op with 400', async () => {
    const answer = await runOp('referralOps', 'teleport');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(REFERRAL_MESSAGES.UNKNOWN_OP);
  });
});

describe('referralOps.recordSignUp', () => {
  it('records a sign-up once per referred user', async () => {
    const token = await login('free@example.com');
    expect((await runOp('referralOps', 'recordSignUp', WIRE, token)).result).toEqual({
      success: true,
      recorded: true,
    });
    expect((await runOp('referralOps', 'recordSignUp', WIRE, token)).result).toEqual({
      success: true,
      recorded: false,
    });
    const free = await signedIn('free@example.com');
    await expect(free.referrals.recordSignUp({ campaignCode: 'another' })).resolves.toBeUndefined();
    expect(events('signUp')).toHaveLength(1);
    expect(events('signUp')[0]).toMatchObject({
      ...WIRE,
      referredUserId: userIdFor('free@example.com'),
      createdBy_id: null,
    });
    await (await signedIn('premium@example.com')).referrals.recordSignUp(LINK);
    expect(events('signUp')).toHaveLength(2);
  });

  it('needs a signed-in user', async () => {
    const answer = await runOp('referralOps', 'recordSignUp', WIRE);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(EMULATOR_MESSAGES.AUTH_REQUIRED);
    expect(referrals()).toHaveLength(0);
  });

  it('ignores a self-referral (success, nothing stored), for sign-ups and visits', async () => {
    const token = await login('referrer@example.com');
    expect((await runOp('referralOps', 'recordSignUp', WIRE, token)).result).toEqual({
      success: true,
      recorded: false,
    });
    expect((await runOp('referralOps', 'recordVisit', WIRE, token)).result).toEqual({
      success: true,
      recorded: false,
    });
    expect(referrals()).toHaveLength(0);
  });
});

describe('referrals at checkout', () => {
  it('lowers the checkout amount by the discount: the answer, the payment and the hosted page', async () => {
    const token = await login('free@example.com');
    const started = await startAs(token, { referral: WIRE });
    const checkout = started.checkout as Json;
    expect(checkout).toMatchObject({ amount: 7.99, fullAmount: 9.99, discount: 20, currency: 'USD' });
    const payment = emulator.db
      .rows(emulator.db.tenant('emotion'), 'GsbPayment')
      .find((p) => p.user_id === userIdFor('free@example.com'));
    expect(payment?.amount).toBe(7.99);
    const page = await (await fetch(String(checkout.checkoutUrl))).text();
    expect(page).toContain('Pay 7.99 USD');
    expect(page).toContain('Referral discount: 20% off 9.99 USD');

    const yearly = await startAs(token, {
      salesPackName: 'Team',
      billingPeriod: 'Yearly',
      referral: { ...WIRE, discount: 15 },
    });
    // 499 less 15% is 424.15 (rounded to cents).
    expect((yearly.checkout as Json).amount).toBe(424.15);
    const odd = await startAs(token, { referral: { ...WIRE, discount: 12.5 } });
    expect((odd.checkout as Json).amount).toBe(8.74);
  });

  it('honours a code’s discount only up to the referrer program’s (a forged d:100 is not a free plan)', async () => {
    const token = await login('free@example.com');
    const forged = await startAs(token, { referral: { ...WIRE, discount: 100 } });
    expect(forged.checkout as Json).toMatchObject({ amount: 7.99, discount: 20 });
  });

  it('through the SDK: startSubscriptionFlow with the link referral gives the discounted checkout', async () => {
    const free = await signedIn('free@example.com');
    const started = await free.subscriptions.startSubscriptionFlow({
      salesPackName: 'Premium',
      billingPeriod: 'Monthly',
      referral: LINK,
    });
    expect(started.success && started.checkout.amount).toBe(7.99);
  });

  it('completing the checkout records exactly one conversion for the referrer', async () => {
    const token = await login('free@example.com');
    const started = await startAs(token, { referral: WIRE });
    clock += 60_000;
    expect((await complete(token, (started.checkout as Json).orderId)).success).toBe(true);
    expect(referrals()).toHaveLength(1);
    expect(events('conversion')[0]).toMatchObject({
      event: 'conversion',
      ...WIRE,
      timestamp: new Date(clock).toISOString(),
      amount: 7.99,
      fullAmount: 9.99,
      currency: 'USD',
      salesPackName: 'Premium',
      referredUserId: userIdFor('free@example.com'),
      createdBy_id: null,
    });
    // A second completion of the same checkout is refused and records nothing more.
    expect((await complete(token, (started.checkout as Json).orderId)).success).toBe(false);
    expect(events('conversion')).toHaveLength(1);
  });

  it('a declined card and a cancelled checkout record nothing', async () => {
    const token = await login('free@example.com');
    const declined = await startAs(token, { referral: WIRE });
    const answer = await complete(token, (declined.checkout as Json).orderId, SANDBOX_CARDS.declined);
    expect(answer).toMatchObject({ success: false, message: EMULATOR_MESSAGES.CARD_DECLINED });
    const cancelled = await startAs(token, { referral: WIRE });
    const cancel = await fetch(`${String((cancelled.checkout as Json).checkoutUrl)}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    const viaOp = await startAs(token, { referral: WIRE });
    await runOp('subscriptionOps', 'cancelCheckout', { checkoutId: (viaOp.checkout as Json).orderId }, token);
    expect(referrals()).toHaveLength(0);
  });

  it('ignores a self-referral and an invalid referral: full price, no conversion', async () => {
    const referrer = await login('referrer@example.com');
    const own = await startAs(referrer, { referral: WIRE });
    expect((own.checkout as Json).amount).toBe(9.99);
    expect(own.checkout).not.toHaveProperty('discount');
    expect((await complete(referrer, (own.checkout as Json).orderId)).success).toBe(true);

    const free = await login('free@example.com');
    for (const referral of [
      { ...WIRE, referrerId: 'nobody' },
      { ...WIRE, referrerId: userIdFor('premium@example.com') },
      { ...WIRE, discount: 150 },
      { campaignCode: 'FRIENDS20', discount: 20 },
      'not an object',
    ]) {
      const started = await startAs(free, { referral });
      expect((started.checkout as Json).amount).toBe(9.99);
      expect((await complete(free, (started.checkout as Json).orderId)).success).toBe(true);
    }
    expect(referrals()).toHaveLength(0);
  });

  it('the hosted page completes a referral checkout and records the conversion', async () => {
    const token = await login('free@example.com');
    const started = await startAs(token, { referral: WIRE });
    const paid = await fetch(`${String((started.checkout as Json).checkoutUrl)}/complete`, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: SANDBOX_CARDS.success }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(events('conversion')).toHaveLength(1);
  });
});

describe('referralOps.getReferralStats', () => {
  it("counts the referrer's visits, sign-ups and conversions and sums the discount given per currency", async () => {
    const visitor = sdk();
    await visitor.referrals.recordVisit(LINK);
    await visitor.referrals.recordVisit(LINK);
    await visitor.referrals.recordVisit({ campaignCode: 'elsewhere' });
    clock += 1000;
    const free = await signedIn('free@example.com');
    await free.referrals.recordSignUp(LINK);
    clock += 1000;
    const freeToken = free.auth.getToken() ?? '';
    const first = await startAs(freeToken, { referral: WIRE });
    await complete(freeToken, (first.checkout as Json).orderId);
    clock += 1000;
    const premium = await signedIn('premium@example.com');
    await premium.referrals.recordSignUp(LINK);
    clock += 1000;
    const premiumToken = premium.auth.getToken() ?? '';
    const second = await startAs(premiumToken, {
      salesPackName: 'Team',
      billingPeriod: 'Yearly',
      referral: { ...WIRE, discount: 15 },
    });
    await complete(premiumToken, (second.checkout as Json).orderId);

    const referrer = await signedIn('referrer@example.com');
    const stats = await referrer.referrals.getStats();
    expect(stats).toMatchObject({
      campaignCode: REFERRAL_PROGRAM.campaignCode,
      discount: REFERRAL_PROGRAM.discount,
      visits: 2,
      signUps: 2,
      conversions: 2,
      // (9.99 - 7.99) + (499 - 424.15)
      discountGiven: [{ amount: 76.85, currency: 'USD' }],
    });
    expect(stats.recent.map((r) => [r.event, r.salesPackName ?? null])).toEqual([
      ['conversion', 'Team'],
      ['signUp', null],
      ['conversion', 'Premium'],
      ['signUp', null],
    ]);
    expect(stats.recent[0]).toEqual({
      id: expect.any(String) as string,
      event: 'conversion',
      campaignCode: 'FRIENDS20',
      referrerId: REFERRER,
      discount: 15,
      timestamp: new Date(clock).toISOString(),
      amount: 424.15,
      currency: 'USD',
      salesPackName: 'Team',
    });
  });

  it('never names the referred person: no id, email or name in the answer', async () => {
    const free = await signedIn('free@example.com');
    await free.referrals.recordSignUp(LINK);
    const token = free.auth.getToken() ?? '';
    const started = await startAs(token, { referral: WIRE });
    await complete(token, (started.checkout as Json).orderId);
    const { result } = await runOp(
      'referralOps',
      'getReferralStats',
      {},
      await login('referrer@example.com'),
    );
    const text = JSON.stringify(result);
    expect(text).not.toContain(userIdFor('free@example.com'));
    expect(text).not.toContain('free@example.com');
    expect(text).not.toContain('Elif');
    expect(text).not.toContain('referredUserId');
    expect(text).not.toContain('fullAmount');
    expect((result.stats as Json).recent).toHaveLength(2);
  });

  it('lists the last 20 sign-ups and conversions, newest first, without visits', async () => {
    const token = await login('free@example.com');
    for (let i = 0; i < 21; i++) {
      clock += 1000;
      const started = await startAs(token, { referral: WIRE });
      await complete(token, (started.checkout as Json).orderId);
    }
    clock += 1000;
    await sdk().referrals.recordVisit(LINK);
    const stats = await (await signedIn('referrer@example.com')).referrals.getStats();
    expect(stats.conversions).toBe(21);
    expect(stats.recent).toHaveLength(20);
    expect(stats.recent.every((r) => r.event === 'conversion')).toBe(true);
    const times = stats.recent.map((r) => r.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(stats.discountGiven).toEqual([{ amount: 42, currency: 'USD' }]);
  });

  it('refuses anyone who is not a referrer, and needs a signed-in user', async () => {
    const premium = await signedIn('premium@example.com');
    await expect(premium.referrals.getStats()).rejects.toMatchObject({
      code: 'GET_REFERRAL_STATS_FAILED',
      message: ERRORS.GET_REFERRAL_STATS_FAILED,
    });
    const { result } = await runOp('referralOps', 'getReferralStats', {}, await login('admin@example.com'));
    expect(result).toEqual({
      success: false,
      error: ERRORS.GET_REFERRAL_STATS_FAILED,
      message: REFERRAL_MESSAGES.NOT_A_REFERRER,
    });
    const signedOut = await runOp('referralOps', 'getReferralStats');
    expect(signedOut.status).toBe(401);
  });
});

describe('VegReferral access', () => {
  async function seedEvents(): Promise<void> {
    await sdk().referrals.recordVisit(LINK);
    const free = await signedIn('free@example.com');
    await free.referrals.recordSignUp(LINK);
    const token = free.auth.getToken() ?? '';
    const started = await startAs(token, { referral: WIRE });
    await complete(token, (started.checkout as Json).orderId);
  }

  it('the referrer reads their own records without the server-only fields; nobody else reads them', async () => {
    await seedEvents();
    const id = String(events('conversion')[0]?.id);
    const referrer = await login('referrer@example.com');
    const own = await call('/api/entity/query', { entityName: 'VegReferral', count: 50 }, referrer);
    expect(entities(own)).toHaveLength(3);
    for (const row of entities(own)) {
      expect(row).not.toHaveProperty('referredUserId');
      expect(row).not.toHaveProperty('fullAmount');
      expect(row.createdBy_id).toBeNull();
    }
    const byBuyer = await call(
      '/api/entity/query',
      {
        entityName: 'VegReferral',
        filters: [{ field: 'referredUserId', op: 'eq', value: userIdFor('free@example.com') }],
      },
      referrer,
    );
    expect(entities(byBuyer)).toHaveLength(0);
    const got = await call('/api/entity/get', { entityName: 'VegReferral', entityId: id }, referrer);
    expect(got.body.entity).toMatchObject({ event: 'conversion', amount: 7.99 });
    expect(got.body.entity).not.toHaveProperty('referredUserId');
    const copy = await call('/api/entity/getCopy', { entityName: 'VegReferral', entityId: id }, referrer);
    expect(copy.status).toBe(200);
    expect(copy.body.entity).not.toHaveProperty('referredUserId');
    expect(copy.body.entity).not.toHaveProperty('fullAmount');

    for (const email of ['free@example.com', 'premium@example.com']) {
      const token = await login(email);
      const listed = await call('/api/entity/query', { entityName: 'VegReferral' }, token);
      expect(listed.status).toBe(200);
      expect(entities(listed)).toHaveLength(0);
      const one = await call('/api/entity/get', { entityName: 'VegReferral', entityId: id }, token);
      expect(one.status).toBe(403);
    }
    const other = await login('other@example.com', 'other');
    const otherTenant = await call('/api/entity/get', { entityName: 'VegReferral', entityId: id }, other, {
      tenantCode: 'other',
      languageCode: 'en-US',
    });
    expect(otherTenant.status).toBe(404);
    expect((await call('/api/entity/query', { entityName: 'VegReferral' })).status).toBe(401);

    const admin = await login('admin@example.com');
    const all = await call('/api/entity/query', { entityName: 'VegReferral' }, admin);
    expect(entities(all).find((r) => r.id === id)).toMatchObject({
      referredUserId: userIdFor('free@example.com'),
      fullAmount: 9.99,
    });
  });

  it('only the server writes: the referrer cannot create, change or delete a record', async () => {
    await seedEvents();
    const id = String(events('conversion')[0]?.id);
    const referrer = await login('referrer@example.com');
    const create = await call(
      '/api/entity/save',
      { entityName: 'VegReferral', entity: { event: 'conversion', referrerId: REFERRER, amount: 1000 } },
      referrer,
    );
    expect(create.status).toBe(403);
    const change = await call(
      '/api/entity/save',
      { entityName: 'VegReferral', entity: { id, amount: 0 } },
      referrer,
    );
    expect(change.status).toBe(403);
    const remove = await call('/api/entity/delete', { entityName: 'VegReferral', entityId: id }, referrer);
    expect(remove.status).toBe(403);
    const anonymous = await call('/api/entity/save', {
      entityName: 'VegReferral',
      entity: { event: 'visit' },
    });
    expect(anonymous.status).toBe(401);
    expect(referrals()).toHaveLength(3);
    expect(events('conversion')[0]?.amount).toBe(7.99);
  });
});

describe('referrals: reset and persistence', () => {
  it('reset() clears the referral records (the seed has none)', async () => {
    await sdk().referrals.recordVisit(LINK);
    expect(referrals()).toHaveLength(1);
    await emulator.reset();
    expect(referrals()).toHaveLength(0);
  });

  it('keeps referral records across a browser reload (IndexedDB) until reset', async () => {
    const indexedDB = new IDBFactory();
    const inner = createIndexedDbPersistence(indexedDB);
    let saved: () => void = () => undefined;
    const savedOnce = new Promise<void>((resolve) => {
      saved = resolve;
    });
    const persistence: Persistence = {
      ...inner,
      async save(...args) {
        await inner.save(...args);
        saved();
      },
    };
    const variation = { tenantCode: 'emotion', languageCode: 'en-US' };
    const first = createEmulator({ persistence });
    await first.ready;
    const answer = await first.handle(
      new Request('http://app.test/api/workflow/runFunction', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          functionName: 'referralOps',
          params: { op: 'recordVisit', ...WIRE },
          variation,
        }),
      }),
    );
    expect(answer?.status).toBe(200);
    await savedOnce;
    const rowsOf = (e: typeof first) => e.db.rows(e.db.tenant('emotion'), 'VegReferral');
    const reloaded = createEmulator({ persistence: createIndexedDbPersistence(indexedDB) });
    await reloaded.ready;
    expect(rowsOf(reloaded)).toHaveLength(1);
    expect(rowsOf(reloaded)[0]).toMatchObject({ event: 'visit', ...WIRE });
    await reloaded.reset();
    const afterReset = createEmulator({ persistence: createIndexedDbPersistence(indexedDB) });
    await afterReset.ready;
    expect(rowsOf(afterReset)).toHaveLength(0);
  });
});
