/**
 * referralOps: what the platform records about referrals (spec: "stored record campaignCode, referrerId,
 * discount, timestamp"), as VegReferral events, and a referrer's results.
 *
 * - `recordVisit { campaignCode?, referrerId?, discount? }`: signed out too. A visitor arrived with a
 *   referral code and stored it. Needs a referrerId or a campaignCode.
 * - `recordSignUp { campaignCode?, referrerId?, discount? }`: the signed-in user signed up through a
 *   referral; recorded once per referred user (a repeat answers success and records nothing).
 * - `getReferralStats {}`: the signed-in referrer's program ({@link REFERRAL_PROGRAM}) and results:
 *   visits, signUps and conversions credited to them, discountGiven per currency (the sum over
 *   conversions of full price − amount paid) and the last 20 sign-ups and conversions, newest first.
 *   Anyone else: `{ success: false, error: 'Failed to get referral stats' }`.
 * - Conversions are written by subscriptionOps.completeCheckout for a checkout started with a valid
 *   referral ({@link checkoutReferral}, {@link recordConversion}).
 *
 * A referrer is a user of the tenant in the referrer group; a referrerId naming anyone else is refused.
 * A referral naming the caller themself is ignored (success, nothing stored): nobody refers themself.
 * The referred person is kept only in the server-only `referredUserId` (entity-rules.ts): no answer
 * names them, and the records are written without an author (createdBy_id is null), so not even the
 * audit fields do.
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import { groupsOf } from '../auth/sessions.ts';
import { isRecord, str } from '../handlers/body.ts';
import { EMULATOR_MESSAGES, HttpError, type CallContext } from '../handlers/context.ts';
import { REFERRER_GROUP_ID } from '../ids.ts';
import type { Row } from '../query/types.ts';
import { REFERRAL_PROGRAM } from '../seed/accounts.ts';

export const REFERRAL_MESSAGES = {
  UNKNOWN_OP: 'Unknown referral operation',
  CODE_REQUIRED: 'A referral needs a referrerId or a campaignCode',
  UNKNOWN_REFERRER: 'The referrer is not a referrer of this tenant',
  INVALID_DISCOUNT: 'discount must be a number from 0 to 100',
  NOT_A_REFERRER: 'Only referrers have referral stats',
} as const;

/** How many sign-ups and conversions `recent` lists. */
export const RECENT_REFERRALS = 20;

export type ReferralEvent = 'visit' | 'signUp' | 'conversion';

/** A referral as the ops take it (the code's userId is the referrerId). */
export interface ReferralInput {
  campaignCode: string | undefined;
  referrerId: string | undefined;
  discount: number | undefined;
}

/** A referral valid for a checkout: it names an existing referrer other than the buyer. */
export interface CheckoutReferral {
  campaignCode: string | null;
  referrerId: string;
  discount: number;
}

function fail(error: string, detail: string): Row {
  return { success: false, error, message: detail };
}

function requireUserId(ctx: CallContext): string {
  const userId = ctx.actor.userId;
  if (userId === undefined || ctx.db.row(ctx.tenant, 'GsbUser', userId) === undefined)
    throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  return userId;
}

/** A user of this tenant in the referrer group. */
export function isReferrer(ctx: CallContext, userId: string): boolean {
  return (
    ctx.db.row(ctx.tenant, 'GsbUser', userId) !== undefined &&
    groupsOf(ctx.db, ctx.tenant, userId).includes(REFERRER_GROUP_ID)
  );
}

/** Reads `{ campaignCode, referrerId (or userId), discount }`; a message when it cannot be a referral. */
export function readReferral(params: Row): ReferralInput | { problem: string } {
  const campaignCode = str(params, 'campaignCode');
  const referrerId = str(params, 'referrerId', 'userId');
  const raw = params.discount;
  let discount: number | undefined;
  if (raw !== undefined && raw !== null) {
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100)
      return { problem: REFERRAL_MESSAGES.INVALID_DISCOUNT };
    discount = value;
  }
  if (campaignCode === undefined && referrerId === undefined)
    return { problem: REFERRAL_MESSAGES.CODE_REQUIRED };
  return { campaignCode, referrerId, discount };
}

function write(ctx: CallContext, values: Row): Row {
  // No author: createdBy_id would name the referred person to the referrer.
  return ctx.db.insert(ctx.tenant, 'VegReferral', values, {
    actorId: undefined,
    now: new Date(ctx.now).toISOString(),
  });
}

function store(
  ctx: CallContext,
  event: ReferralEvent,
  referral: ReferralInput,
  userId: string | undefined,
): Row {
  return write(ctx, {
    event,
    campaignCode: referral.campaignCode ?? null,
    referrerId: referral.referrerId ?? null,
    discount: referral.discount ?? 0,
    timestamp: new Date(ctx.now).toISOString(),
    referredUserId: userId ?? null,
  });
}

/** Validates a referral to record: a problem to answer, or whether it is the caller's own (ignored). */
function check(ctx: CallContext, params: Row): { answer: Row } | { referral: ReferralInput } {
  const referral = readReferral(params);
  if ('problem' in referral) return { answer: fail(ERRORS.RECORD_REFERRAL_FAILED, referral.problem) };
  if (referral.referrerId !== undefined && !isReferrer(ctx, referral.referrerId))
    return { answer: fail(ERRORS.RECORD_REFERRAL_FAILED, REFERRAL_MESSAGES.UNKNOWN_REFERRER) };
  if (referral.referrerId !== undefined && referral.referrerId === ctx.actor.userId)
    return { answer: { success: true, recorded: false } };
  return { referral };
}

/**
 * The referral of a checkout (startSubscriptionFlow's `referral`) when it is valid: an existing referrer
 * who is not the buyer, a discount from 0 to 100 (absent: 0). Anything else is no referral. The code is
 * written by the visitor's browser, so its discount is honoured only up to the referrer program's: a
 * forged `d:100` gets the program's discount, never a free plan.
 */
export function checkoutReferral(
  ctx: CallContext,
  raw: unknown,
  buyerId: string,
): CheckoutReferral | undefined {
  if (!isRecord(raw)) return undefined;
  const referral = readReferral(raw);
  if ('problem' in referral || referral.referrerId === undefined) return undefined;
  if (referral.referrerId === buyerId || !isReferrer(ctx, referral.referrerId)) return undefined;
  return {
    campaignCode: referral.campaignCode ?? null,
    referrerId: referral.referrerId,
    discount: Math.min(referral.discount ?? 0, REFERRAL_PROGRAM.discount),
  };
}

/** The price after a discount percentage, rounded to cents. */
export function discounted(price: number, discount: number): number {
  return Math.round(price * (100 - discount)) / 100;
}

/** A completed checkout's conversion, credited to its referrer. */
export function recordConversion(
  ctx: CallContext,
  referral: CheckoutReferral,
  buyerId: string,
  sale: { amount: number; fullAmount: number; currency: string; salesPackName: string },
): Row {
  return write(ctx, {
    event: 'conversion',
    campaignCode: referral.campaignCode,
    referrerId: referral.referrerId,
    discount: referral.discount,
    timestamp: new Date(ctx.now).toISOString(),
    referredUserId: buyerId,
    amount: sale.amount,
    fullAmount: sale.fullAmount,
    currency: sale.currency,
    salesPackName: sale.salesPackName,
  });
}

/** A record as the referrer sees it: never who was referred. */
function publicRecord(row: Row): Row {
  const record: Row = {
    id: row.id,
    event: row.event,
    campaignCode: typeof row.campaignCode === 'string' ? row.campaignCode : '',
    referrerId: row.referrerId,
    discount: typeof row.discount === 'number' ? row.discount : 0,
    timestamp: row.timestamp,
  };
  if (row.event === 'conversion') {
    record.amount = row.amount;
    record.currency = row.currency;
    record.salesPackName = row.salesPackName;
  }
  return record;
}

const cents = (value: unknown): number => (typeof value === 'number' ? Math.round(value * 100) : 0);

type Op = (ctx: CallContext, params: Row) => Row;

const ops: Record<string, Op> = {
  recordVisit(ctx, params) {
    const checked = check(ctx, params);
    if ('answer' in checked) return checked.answer;
    store(ctx, 'visit', checked.referral, ctx.actor.userId);
    return { success: true, recorded: true };
  },

  recordSignUp(ctx, params) {
    const userId = requireUserId(ctx);
    const checked = check(ctx, params);
    if ('answer' in checked) return checked.answer;
    const already = ctx.db
      .rows(ctx.tenant, 'VegReferral')
      .some((r) => r.event === 'signUp' && r.referredUserId === userId);
    if (already) return { success: true, recorded: false };
    store(ctx, 'signUp', checked.referral, userId);
    return { success: true, recorded: true };
  },

  getReferralStats(ctx) {
    const userId = requireUserId(ctx);
    if (!isReferrer(ctx, userId))
      return fail(ERRORS.GET_REFERRAL_STATS_FAILED, REFERRAL_MESSAGES.NOT_A_REFERRER);
    // Newest first; events of the same instant in the order they were stored, last first.
    const mine = ctx.db
      .rows(ctx.tenant, 'VegReferral')
      .filter((r) => r.referrerId === userId)
      .reverse()
      .sort((a, b) => String(b.timestamp).localeCompare(String(a.timestamp)));
    const count = (event: ReferralEvent): number => mine.filter((r) => r.event === event).length;
    const given = new Map<string, number>();
    for (const row of mine) {
      if (row.event !== 'conversion') continue;
      const currency = typeof row.currency === 'string' ? row.currency : 'USD';
      given.set(currency, (given.get(currency) ?? 0) + cents(row.fullAmount) - cents(row.amount));
    }
    return {
      success: true,
      stats: {
        campaignCode: REFERRAL_PROGRAM.campaignCode,
        discount: REFERRAL_PROGRAM.discount,
        visits: count('visit'),
        signUps: count('signUp'),
        conversions: count('conversion'),
        discountGiven: [...given]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, amount]) => ({ amount: amount / 100, currency })),
        recent: mine
          .filter((r) => r.event === 'signUp' || r.event === 'conversion')
          .slice(0, RECENT_REFERRALS)
          .map(publicRecord),
      },
    };
  },
};

/** Spec section 8's message for each op, used when an op throws unexpectedly. */
const OP_FAILURE: Record<string, string> = {
  recordVisit: ERRORS.RECORD_REFERRAL_FAILED,
  recordSignUp: ERRORS.RECORD_REFERRAL_FAILED,
  getReferralStats: ERRORS.GET_REFERRAL_STATS_FAILED,
};

/** The function `referralOps { op, ... }`; public (recordVisit works signed out), the other ops need a user. */
export function referralOps(ctx: CallContext, params: Row): Row {
  const op = str(params, 'op') ?? '';
  const handler = Object.hasOwn(ops, op) ? ops[op] : undefined;
  if (handler === undefined) throw new HttpError(400, REFERRAL_MESSAGES.UNKNOWN_OP, { op });
  try {
    return handler(ctx, params);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return { success: false, error: OP_FAILURE[op] ?? ERRORS.RECORD_REFERRAL_FAILED };
  }
}
