/**
 * subscriptionOps: the subscription state machine over GsbPrtSalesPack, GsbPaymentOption,
 * GsbSubscriptionPlan and GsbPayment.
 *
 *   (no plan) --startSubscriptionFlow--> checkout open --completeCheckout--> Active
 *                                        checkout open --cancelCheckout----> (unchanged)
 *   Active --updateSubscription--> Active (other pack / period; changeType upgrade | downgrade)
 *   Active --cancelSubscription--> CancelScheduled --reactivateSubscription--> Active
 *   CancelScheduled --(endDate passes)--> Cancelled, the user falls back to Free
 *
 * Records hold the platform's `PlanStatus` (Active 1, Freezed 2, Cancelled 4, Renewing 8); a scheduled
 * cancellation is an Active record with `cancelAtPeriodEnd` and its `endDate`. The states above are the
 * product's, read through the SDK's `productStatusOfPlan` (the same table the SDK maps with).
 * Business failures answer 200 with `{ success: false, error }`, as the spec's response shape says.
 * A checkout started with a valid `referral` (workflows/referrals.ts) costs its discount percent less;
 * completing it records a conversion for the referrer; a declined card or a cancelled checkout records none.
 */
import {
  AI_CHAT_USAGE_FEATURE,
  BillingPeriod,
  ERRORS,
  PaymentStatus,
  PlanStatus,
  ProductSubscriptionStatus,
  SubscriptionType,
  productStatusOfPlan,
} from '@emotion-guru/platform-sdk';
import { getOne } from '../query/engine.ts';
import type { Row } from '../query/types.ts';
import { str } from '../handlers/body.ts';
import { EMULATOR_MESSAGES, HttpError, type CallContext } from '../handlers/context.ts';
import { chatUsage } from './chat.ts';
import { checkoutReferral, discounted, recordConversion } from './referrals.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Sandbox cards: any other 16-digit number is accepted like 4242 4242 4242 4242. */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

function fail(error: string, detail?: string): Row {
  return detail === undefined ? { success: false, error } : { success: false, error, message: detail };
}

function serverWrite(ctx: CallContext, entity: string, input: Row, existing?: Row): Row {
  const options = { actorId: ctx.actor.userId, now: new Date(ctx.now).toISOString() };
  return existing === undefined
    ? ctx.db.insert(ctx.tenant, entity, input, options)
    : ctx.db.update(ctx.tenant, entity, existing, input, options);
}

function requireUser(ctx: CallContext): Row {
  const userId = ctx.actor.userId;
  if (userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  const user = ctx.db.row(ctx.tenant, 'GsbUser', userId);
  if (user === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  return user;
}

/** The product status of a stored record (the SDK's table over the platform's PlanStatus). */
function productStatus(plan: Row | undefined): ProductSubscriptionStatus {
  return productStatusOfPlan(
    plan === undefined
      ? undefined
      : { status: Number(plan.status), cancelAtPeriodEnd: plan.cancelAtPeriodEnd === true },
  );
}

const isLive = (plan: Row): boolean => productStatus(plan) !== ProductSubscriptionStatus.Cancelled;

/** The user's live plan (Active, Freezed or CancelScheduled), settling a scheduled cancellation whose date passed. */
function currentPlan(ctx: CallContext, user: Row): Row | undefined {
  const plans = ctx.db
    .rows(ctx.tenant, 'GsbSubscriptionPlan')
    .filter((p) => p.user_id === user.id && isLive(p));
  for (const plan of plans) {
    if (
      productStatus(plan) === ProductSubscriptionStatus.CancelScheduled &&
      typeof plan.endDate === 'string' &&
      Date.parse(plan.endDate) <= ctx.now
    ) {
      serverWrite(ctx, 'GsbSubscriptionPlan', { status: PlanStatus.Cancelled }, plan);
      serverWrite(ctx, 'GsbUser', { subscriptionType: SubscriptionType.Free }, user);
    }
  }
  return ctx.db.rows(ctx.tenant, 'GsbSubscriptionPlan').find((p) => p.user_id === user.id && isLive(p));
}

function planAnswer(ctx: CallContext, plan: Row | undefined): Row | null {
  if (plan === undefined) return null;
  const shaped = getOne(
    ctx.db.source(ctx.tenant, { ...ctx.actor, isAdmin: true }, ctx.language),
    'GsbSubscriptionPlan',
    String(plan.id),
    {
      includes: ['salesPack', 'paymentOption'],
    },
  );
  if (shaped === undefined) return null;
  // The platform answers the provider's reference as `refCodes` (what the SDK's mapping reads the
  // provider and the external id from); the record keeps them as two columns.
  const provider = typeof plan.provider === 'string' ? plan.provider : undefined;
  const code = typeof plan.externalSubscriptionId === 'string' ? plan.externalSubscriptionId : undefined;
  return provider === undefined ? shaped : { ...shaped, refCodes: [{ provider, code }] };
}

function findPack(ctx: CallContext, params: Row): Row | undefined {
  const name = str(params, 'salesPackName', 'planName', 'name');
  const id = str(params, 'salesPackId', 'salesPack_id');
  return ctx.db
    .rows(ctx.tenant, 'GsbPrtSalesPack')
    .find(
      (p) =>
        p.passive !== true &&
        (p.id === id || (name !== undefined && String(p.name).toLowerCase() === name.toLowerCase())),
    );
}

function billingPeriodOf(params: Row): number {
  const raw = params.billingPeriod;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') {
    const key = Object.keys(BillingPeriod).find((k) => k.toLowerCase() === raw.toLowerCase()) as
      keyof typeof BillingPeriod | undefined;
    if (key !== undefined) return BillingPeriod[key];
  }
  // Spec section 4: from text the default is Monthly.
  return BillingPeriod.Monthly;
}

function optionFor(ctx: CallContext, pack: Row, period: number): Row | undefined {
  return ctx.db
    .rows(ctx.tenant, 'GsbPaymentOption')
    .find((o) => o.salesPack_id === pack.id && o.billingPeriod === period);
}

function nextPaymentDate(now: number, period: unknown): string {
  return new Date(now + (period === BillingPeriod.Yearly ? 365 : 30) * DAY).toISOString();
}

function activate(ctx: CallContext, user: Row, pack: Row, option: Row, existing: Row | undefined): Row {
  const values: Row = {
    status: PlanStatus.Active,
    cancelAtPeriodEnd: false,
    salesPack_id: pack.id,
    paymentOption_id: option.id,
    user_id: user.id,
    lastPaymentDate: new Date(ctx.now).toISOString(),
    nextPaymentDate: nextPaymentDate(ctx.now, option.billingPeriod),
    endDate: new Date(ctx.now + 365 * DAY).toISOString(),
    provider: 'emulator-card',
    externalSubscriptionId: existing?.externalSubscriptionId ?? `sub_${ctx.db.random.token(14)}`,
  };
  const plan = serverWrite(ctx, 'GsbSubscriptionPlan', values, existing);
  serverWrite(ctx, 'GsbUser', { subscriptionType: pack.subscriptionType }, user);
  return plan;
}

type Op = (ctx: CallContext, params: Row) => Row;

export const subscriptionOps: Record<string, Op> = {
  getAvailablePlans(ctx) {
    const source = ctx.db.source(ctx.tenant, ctx.actor, ctx.language);
    const packs = ctx.db
      .rows(ctx.tenant, 'GsbPrtSalesPack')
      .filter((p) => p.passive !== true)
      .sort((a, b) => Number(a.orderNumber) - Number(b.orderNumber))
      .map((p) => getOne(source, 'GsbPrtSalesPack', String(p.id), { includes: ['paymentOptions'] }));
    return { success: true, salesPacks: packs };
  },

  getCurrentSubscription(ctx) {
    const user = requireUser(ctx);
    return {
      success: true,
      subscription: planAnswer(ctx, currentPlan(ctx, user)),
      subscriptionType: user.subscriptionType ?? SubscriptionType.Free,
    };
  },

  startSubscriptionFlow(ctx, params) {
    const user = requireUser(ctx);
    if (typeof user.email !== 'string' || user.email.length === 0)
      return fail(ERRORS.START_SUBSCRIPTION_FAILED, ERRORS.USER_EMAIL_REQUIRED);
    const pack = findPack(ctx, params);
    if (pack === undefined)
      return fail(ERRORS.START_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.SALES_PACK_NOT_FOUND);
    const option = optionFor(ctx, pack, billingPeriodOf(params));
    if (option === undefined)
      return fail(ERRORS.START_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.SALES_PACK_NOT_FOUND);
    const price = Number(option.price);
    if (price === 0) {
      // The free tier needs no checkout: the current plan is cancelled and the user is free at once.
      const plan = currentPlan(ctx, user);
      if (plan !== undefined) serverWrite(ctx, 'GsbSubscriptionPlan', { status: PlanStatus.Cancelled }, plan);
      serverWrite(ctx, 'GsbUser', { subscriptionType: SubscriptionType.Free }, user);
      return { success: true, checkout: null, subscription: null };
    }
    // A valid referral (an existing referrer, not the buyer) lowers the price by its discount percent.
    const referral = checkoutReferral(ctx, params.referral, String(user.id));
    const amount = referral === undefined ? price : discounted(price, referral.discount);
    const payment = serverWrite(ctx, 'GsbPayment', {
      amount,
      currency: option.currency,
      status: PaymentStatus.Awaiting,
      paymentOption_id: option.id,
      user_id: user.id,
      provider: 'emulator-card',
    });
    const id = `cs_${ctx.db.random.token(24)}`;
    const checkoutUrls = {
      successUrl: str(params, 'successUrl') ?? `${ctx.appOrigin}/app/subscription?success=true`,
      cancelUrl: str(params, 'cancelUrl') ?? `${ctx.appOrigin}/app/subscription?cancelled=true`,
    };
    ctx.state.checkouts.set(id, {
      id,
      tenantCode: ctx.tenant.code,
      userId: String(user.id),
      salesPackId: String(pack.id),
      paymentOptionId: String(option.id),
      paymentId: String(payment.id),
      amount,
      currency: String(option.currency),
      status: 'open',
      ...checkoutUrls,
      ...(referral === undefined ? {} : { referral: { ...referral, fullAmount: price } }),
    });
    return {
      success: true,
      checkout: {
        checkoutId: id,
        provider: 'emulator-card',
        environment: 'sandbox',
        clientToken: `sandbox_${ctx.db.random.token(20)}`,
        amount,
        currency: option.currency,
        ...(referral === undefined ? {} : { fullAmount: price, discount: referral.discount }),
        salesPackName: pack.name,
        billingPeriod: option.billingPeriod,
        customerEmail: user.email,
        orderId: id,
        checkoutUrl: `${ctx.apiOrigin}/__emulator/checkout/${id}`,
        successUrl: checkoutUrls.successUrl,
        cancelUrl: checkoutUrls.cancelUrl,
        testCards: SANDBOX_CARDS,
      },
    };
  },

  completeCheckout(ctx, params) {
    const user = requireUser(ctx);
    const checkout = ctx.state.checkouts.get(str(params, 'checkoutId') ?? '');
    if (
      checkout === undefined ||
      checkout.userId !== user.id ||
      checkout.tenantCode !== ctx.tenant.code ||
      checkout.status !== 'open'
    ) {
      return fail(ERRORS.START_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.CHECKOUT_NOT_FOUND);
    }
    const payment = ctx.db.row(ctx.tenant, 'GsbPayment', checkout.paymentId);
    const card = (str(params, 'cardNumber') ?? SANDBOX_CARDS.success).replace(/\s/g, '');
    if (card === SANDBOX_CARDS.declined) {
      checkout.status = 'failed';
      if (payment !== undefined) serverWrite(ctx, 'GsbPayment', { status: PaymentStatus.Failed }, payment);
      return fail(ERRORS.START_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.CARD_DECLINED);
    }
    const pack = ctx.db.row(ctx.tenant, 'GsbPrtSalesPack', checkout.salesPackId);
    const option = ctx.db.row(ctx.tenant, 'GsbPaymentOption', checkout.paymentOptionId);
    if (pack === undefined || option === undefined)
      return fail(ERRORS.START_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.SALES_PACK_NOT_FOUND);
    const previous = currentPlan(ctx, user);
    if (previous !== undefined)
      serverWrite(ctx, 'GsbSubscriptionPlan', { status: PlanStatus.Cancelled }, previous);
    const plan = activate(ctx, user, pack, option, undefined);
    if (payment !== undefined) {
      serverWrite(
        ctx,
        'GsbPayment',
        { status: PaymentStatus.Completed, plan_id: plan.id, externalId: `pi_${ctx.db.random.token(18)}` },
        payment,
      );
    }
    checkout.status = 'completed';
    if (checkout.referral !== undefined) {
      recordConversion(ctx, checkout.referral, checkout.userId, {
        amount: checkout.amount,
        fullAmount: checkout.referral.fullAmount,
        currency: checkout.currency,
        salesPackName: String(pack.name),
      });
    }
    return {
      success: true,
      subscription: planAnswer(ctx, plan),
      redirectUrl: checkout.successUrl,
    };
  },

  cancelCheckout(ctx, params) {
    const user = requireUser(ctx);
    const checkout = ctx.state.checkouts.get(str(params, 'checkoutId') ?? '');
    if (checkout === undefined || checkout.userId !== user.id || checkout.status !== 'open') {
      return fail(ERRORS.START_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.CHECKOUT_NOT_FOUND);
    }
    checkout.status = 'cancelled';
    const payment = ctx.db.row(ctx.tenant, 'GsbPayment', checkout.paymentId);
    if (payment !== undefined) serverWrite(ctx, 'GsbPayment', { status: PaymentStatus.Cancelled }, payment);
    return { success: true, redirectUrl: checkout.cancelUrl };
  },

  updateSubscription(ctx, params) {
    const user = requireUser(ctx);
    const plan = currentPlan(ctx, user);
    if (plan === undefined)
      return fail(ERRORS.UPDATE_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.NO_ACTIVE_SUBSCRIPTION);
    const pack = findPack(ctx, params);
    const option = pack === undefined ? undefined : optionFor(ctx, pack, billingPeriodOf(params));
    if (pack === undefined || option === undefined)
      return fail(ERRORS.UPDATE_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.SALES_PACK_NOT_FOUND);
    const oldPack = ctx.db.row(ctx.tenant, 'GsbPrtSalesPack', String(plan.salesPack_id));
    const oldOption = ctx.db.row(ctx.tenant, 'GsbPaymentOption', String(plan.paymentOption_id));
    const oldType = Number(oldPack?.subscriptionType ?? SubscriptionType.Free);
    const newType = Number(pack.subscriptionType);
    // A different tier is an upgrade or a downgrade; the same tier on another billing period is a
    // period change (the SDK's 'periodChange'); the same pack and period changes nothing.
    const samePeriod = Number(option.billingPeriod) === Number(oldOption?.billingPeriod);
    const changeType =
      newType !== oldType
        ? newType > oldType
          ? 'upgrade'
          : 'downgrade'
        : samePeriod
          ? 'none'
          : 'periodChange';
    const updated = activate(ctx, user, pack, option, plan);
    serverWrite(ctx, 'GsbPayment', {
      amount: Number(option.price),
      currency: option.currency,
      status: PaymentStatus.Completed,
      plan_id: updated.id,
      paymentOption_id: option.id,
      user_id: user.id,
      provider: 'emulator-card',
    });
    return { success: true, changeType, subscription: planAnswer(ctx, updated) };
  },

  cancelSubscription(ctx) {
    const user = requireUser(ctx);
    const plan = currentPlan(ctx, user);
    if (productStatus(plan) !== ProductSubscriptionStatus.Active || plan === undefined)
      return fail(ERRORS.CANCEL_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.NO_ACTIVE_SUBSCRIPTION);
    // Cancellation takes effect at the end of the paid period; until then the user keeps the tier.
    const updated = serverWrite(
      ctx,
      'GsbSubscriptionPlan',
      { status: PlanStatus.Active, cancelAtPeriodEnd: true, endDate: plan.nextPaymentDate },
      plan,
    );
    return { success: true, subscription: planAnswer(ctx, updated) };
  },

  reactivateSubscription(ctx) {
    const user = requireUser(ctx);
    const plan = currentPlan(ctx, user);
    if (productStatus(plan) !== ProductSubscriptionStatus.CancelScheduled || plan === undefined) {
      return fail(ERRORS.REACTIVATE_SUBSCRIPTION_FAILED, EMULATOR_MESSAGES.NOT_CANCEL_SCHEDULED);
    }
    const updated = serverWrite(
      ctx,
      'GsbSubscriptionPlan',
      {
        status: PlanStatus.Active,
        cancelAtPeriodEnd: false,
        endDate: new Date(ctx.now + 365 * DAY).toISOString(),
      },
      plan,
    );
    return { success: true, subscription: planAnswer(ctx, updated) };
  },

  getUsageStats(ctx) {
    const user = requireUser(ctx);
    const mine = (entity: string, column = 'createdBy_id'): number =>
      ctx.db.rows(ctx.tenant, entity).filter((r) => r[column] === user.id).length;
    const type = Number(user.subscriptionType ?? SubscriptionType.Free);
    const manyClients = type === SubscriptionType.Team || type === SubscriptionType.Enterprise;
    const free = type === SubscriptionType.Free;
    // `limit: null` is unlimited. Limits follow the tier matrix: one client profile unless team tier.
    const usages = [
      { featureId: 'clients', used: mine('VegClient'), limit: manyClients ? null : 1 },
      { featureId: 'journals', used: mine('VegJournal'), limit: null },
      { featureId: 'files', used: mine('GsbFile'), limit: free ? 10 : null },
      { featureId: 'push-subscriptions', used: mine('GsbPushSubscription', 'user_id'), limit: null },
      { featureId: AI_CHAT_USAGE_FEATURE, ...chatUsage(ctx, user) },
    ];
    return { success: true, usages };
  },
};

/** Spec section 8's message for each failing op, used when an op throws unexpectedly. */
export const OP_FAILURE: Record<string, string> = {
  startSubscriptionFlow: ERRORS.START_SUBSCRIPTION_FAILED,
  completeCheckout: ERRORS.START_SUBSCRIPTION_FAILED,
  cancelCheckout: ERRORS.START_SUBSCRIPTION_FAILED,
  getCurrentSubscription: ERRORS.GET_SUBSCRIPTION_FAILED,
  getAvailablePlans: ERRORS.GET_PLANS_FAILED,
  getUsageStats: ERRORS.GET_USAGE_FAILED,
  cancelSubscription: ERRORS.CANCEL_SUBSCRIPTION_FAILED,
  reactivateSubscription: ERRORS.REACTIVATE_SUBSCRIPTION_FAILED,
  updateSubscription: ERRORS.UPDATE_SUBSCRIPTION_FAILED,
};
