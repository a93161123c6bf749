import { ERRORS, PlatformError, type ErrorCode } from '../errors.ts';
import { referralWireParams, type ReferralParams } from './codec.ts';
import type { PlatformCore } from '../core.ts';

/** The operations of the workflow function `referralOps` (its `op` parameter). */
export const ReferralOp = {
  RecordVisit: 'recordVisit',
  RecordSignUp: 'recordSignUp',
  GetReferralStats: 'getReferralStats',
} as const;
export type ReferralOp = (typeof ReferralOp)[keyof typeof ReferralOp];

/** What the platform stored about one referral event. Never names the referred person. */
export interface ReferralRecord {
  id: string;
  event: 'visit' | 'signUp' | 'conversion';
  campaignCode: string;
  referrerId: string;
  /** Discount percentage the referral carried. */
  discount: number;
  /** ISO date and time of the event. */
  timestamp: string;
  /** Conversions: the amount paid (after the discount). */
  amount?: number;
  currency?: string;
  /** Conversions: the sales pack bought. */
  salesPackName?: string;
}

/** A referrer's results (`getReferralStats`). */
export interface ReferralStats {
  /** The referrer's program: their link is `/pricing?ref=` + encodeReferralCode({ userId, campaignCode, discount }). */
  campaignCode: string;
  discount: number;
  /** Visits that stored the code. */
  visits: number;
  signUps: number;
  /** Paid checkouts completed with the referral. */
  conversions: number;
  /** Per currency: the sum over conversions of (full price − amount paid). */
  discountGiven: { amount: number; currency: string }[];
  /** The last 20 sign-ups and conversions, newest first. */
  recent: ReferralRecord[];
}

/** Runs `referralOps` with `{ op, ...params }` and returns its result. */
export type ReferralOpsRunner = (op: ReferralOp, params: Record<string, unknown>) => Promise<unknown>;

interface OpAnswer {
  success?: boolean;
  error?: string;
  [key: string]: unknown;
}

const EVENTS: readonly ReferralRecord['event'][] = ['visit', 'signUp', 'conversion'];

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the record's documented fields only (anything else the server sends is dropped). */
function mapRecord(raw: Record<string, unknown>): ReferralRecord {
  const event = EVENTS.find((e) => e === raw.event) ?? 'visit';
  const record: ReferralRecord = {
    id: text(raw.id),
    event,
    campaignCode: text(raw.campaignCode),
    referrerId: text(raw.referrerId),
    discount: num(raw.discount),
    timestamp: text(raw.timestamp),
  };
  if (typeof raw.amount === 'number') record.amount = raw.amount;
  if (typeof raw.currency === 'string') record.currency = raw.currency;
  if (typeof raw.salesPackName === 'string') record.salesPackName = raw.salesPackName;
  return record;
}

function mapStats(raw: Record<string, unknown>): ReferralStats {
  const given = Array.isArray(raw.discountGiven) ? raw.discountGiven.filter(isObject) : [];
  const recent = Array.isArray(raw.recent) ? raw.recent.filter(isObject) : [];
  return {
    campaignCode: text(raw.campaignCode),
    discount: num(raw.discount),
    visits: num(raw.visits),
    signUps: num(raw.signUps),
    conversions: num(raw.conversions),
    discountGiven: given.map((g) => ({ amount: num(g.amount), currency: text(g.currency) })),
    recent: recent.map(mapRecord),
  };
}

/**
 * Referrals through the workflow function `referralOps` (`POST /api/workflow/runFunction` with
 * `{ functionName: 'referralOps', params: { op, ... } }`). Answers by op:
 * - recordVisit `{ campaignCode?, referrerId?, discount? }` → `{ success, error? }` (signed out too)
 * - recordSignUp `{ campaignCode?, referrerId?, discount? }` → `{ success, error? }` (once per referred user)
 * - getReferralStats `{}` → `{ success, stats: ReferralStats, error? }` (referrers only)
 *
 * Every method throws a {@link PlatformError} on failure: `RECORD_REFERRAL_FAILED` or
 * `GET_REFERRAL_STATS_FAILED` with the catalogue message (the server's `error`, if any, in `details`).
 */
export class ReferralService {
  constructor(private readonly run: ReferralOpsRunner) {}

  /** Records that a visitor arrived with (and stored) a referral code. Works signed out. */
  async recordVisit(referral: ReferralParams): Promise<void> {
    await this.record(ReferralOp.RecordVisit, referral);
  }

  /** Records that the signed-in user signed up through a referral (the platform keeps one per user). */
  async recordSignUp(referral: ReferralParams): Promise<void> {
    await this.record(ReferralOp.RecordSignUp, referral);
  }

  /** The signed-in referrer's program and results. Throws "Failed to get referral stats" (also for non-referrers). */
  async getStats(): Promise<ReferralStats> {
    const answer = await this.op(ReferralOp.GetReferralStats, {}, 'GET_REFERRAL_STATS_FAILED');
    return mapStats(isObject(answer.stats) ? answer.stats : {});
  }

  private async record(op: ReferralOp, referral: ReferralParams): Promise<void> {
    if (!referral.userId && !referral.campaignCode) throw new PlatformError('INVALID_REFERRAL_CODE');
    await this.op(op, referralWireParams(referral), 'RECORD_REFERRAL_FAILED');
  }

  private async op(op: ReferralOp, params: Record<string, unknown>, failure: ErrorCode): Promise<OpAnswer> {
    let answer: unknown;
    try {
      answer = await this.run(op, params);
    } catch (cause) {
      throw new PlatformError(failure, { cause, details: { error: ERRORS[failure] } });
    }
    const value: OpAnswer = isObject(answer) ? answer : {};
    if (value.success === false) {
      throw new PlatformError(failure, { details: { error: value.error || ERRORS[failure] } });
    }
    return value;
  }
}

/** Referral visits, sign-ups and a referrer's stats (the `referralOps` function). */
export const referralService = (core: PlatformCore): ReferralService =>
  new ReferralService((op, params) => core.workflow.runFunction('referralOps', { op, ...params }));
