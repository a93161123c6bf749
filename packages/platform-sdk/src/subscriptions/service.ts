import type { AuthService } from '../auth/service.ts';
import type { BillingPeriod } from '../enums.ts';
import { ERRORS, PlatformError, type ErrorCode } from '../errors.ts';
import { referralWireParams, type ReferralParams } from '../referral/codec.ts';
import type { GsbPrtSalesPack, GsbSubscriptionPlan } from '../types/entities.ts';
import {
  mapPlanToSubscription,
  mapSalesPackToPlan,
  type PlanListItem,
  type SubscriptionInfo,
} from './mapping.ts';
import type { PlatformCore } from '../core.ts';

/** The current subscription is cached this long (spec section 9). */
export const SUBSCRIPTION_CACHE_MS = 5 * 60_000;

/** The operations of the workflow function `subscriptionOps` (its `op` parameter). */
export const SubscriptionOp = {
  StartSubscriptionFlow: 'startSubscriptionFlow',
  UpdateSubscription: 'updateSubscription',
  GetCurrentSubscription: 'getCurrentSubscription',
  GetAvailablePlans: 'getAvailablePlans',
  GetUsageStats: 'getUsageStats',
  CancelSubscription: 'cancelSubscription',
  ReactivateSubscription: 'reactivateSubscription',
} as const;
export type SubscriptionOp = (typeof SubscriptionOp)[keyof typeof SubscriptionOp];

/** Every `subscriptionOps` answer may say `success: false` with an `error`. */
interface OpAnswer {
  success?: boolean;
  error?: string;
}

/** Checkout data for the card payment provider (client token, hosted page, order). */
export interface CheckoutData {
  clientToken?: string;
  checkoutUrl?: string;
  orderId?: string;
  amount?: number;
  currency?: string;
  [key: string]: unknown;
}

export interface StartSubscriptionRequest {
  salesPackName: string;
  billingPeriod: BillingPeriod | 'Monthly' | 'Yearly';
  /** Origin of the app; when given, return URLs `/app/subscription?success=true|cancelled=true` are sent. */
  returnOrigin?: string;
  /**
   * The referral the visitor arrived with (the stored `ref` code). Sent as `referral: { campaignCode,
   * referrerId, discount }`; the platform applies a valid one's discount to the checkout and credits the
   * referrer when the checkout completes.
   */
  referral?: ReferralParams;
}

export type StartSubscriptionResult =
  { success: true; checkout: CheckoutData } | { success: false; error: string };

export interface UpdateSubscriptionRequest {
  salesPackName: string;
  billingPeriod: BillingPeriod | 'Monthly' | 'Yearly';
}

export type UpdateSubscriptionResult =
  | { success: true; changeType: 'upgrade' | 'downgrade' | 'periodChange' | (string & {}) }
  | { success: false; error: string };

export type SimpleResult = { success: true } | { success: false; error: string };

export interface UsageStat {
  featureId: string;
  used: number;
  limit: number | null;
}

function failed(code: ErrorCode, answer: { error: string; cause?: unknown }): PlatformError {
  return new PlatformError(code, { cause: answer.cause, details: { error: answer.error } });
}

/** Runs `subscriptionOps` with `{ op, ...params }` and returns its result. */
export type SubscriptionOpsRunner = (op: SubscriptionOp, params: Record<string, unknown>) => Promise<unknown>;

/**
 * Subscriptions through the workflow function `subscriptionOps` (`POST /api/workflow/runFunction` with
 * `{ functionName: 'subscriptionOps', params: { op, ... } }`). Answers by op:
 * - startSubscriptionFlow `{ salesPackName, billingPeriod, email, successUrl?, cancelUrl?, referral? }` → `{ success, error?, checkout }`
 * - updateSubscription `{ salesPackName, billingPeriod }` → `{ success, changeType, error? }`
 * - getCurrentSubscription `{}` → `{ success, subscription: GsbSubscriptionPlan | null, subscriptionType? }`
 *   (a `subscriptionType`, the user's tier, is passed to the session: `auth.setSubscription`)
 * - getAvailablePlans `{}` → `{ success, salesPacks: GsbPrtSalesPack[] }`
 * - getUsageStats `{}` → `{ success, usages: UsageStat[] }`
 * - cancelSubscription / reactivateSubscription `{}` → `{ success, error? }`
 */
export class SubscriptionService {
  private cache: { at: number; value: SubscriptionInfo } | null = null;

  constructor(
    private readonly run: SubscriptionOpsRunner,
    private readonly auth: AuthService,
    private readonly now: () => number,
  ) {
    // A new session must never see the previous user's subscription.
    auth.onChange(() => {
      this.cache = null;
    });
  }

  /**
   * Starts checkout; needs the signed-in user's email (else throws "User email is required for
   * subscription" before any request). Failures are `{ success: false, error }`.
   */
  async startSubscriptionFlow(request: StartSubscriptionRequest): Promise<StartSubscriptionResult> {
    const email = this.auth.current?.email;
    if (!email) throw new PlatformError('USER_EMAIL_REQUIRED');
    const params: Record<string, unknown> = {
      salesPackName: request.salesPackName,
      billingPeriod: request.billingPeriod,
      email,
    };
    if (request.returnOrigin) {
      params.successUrl = new URL('/app/subscription?success=true', request.returnOrigin).toString();
      params.cancelUrl = new URL('/app/subscription?cancelled=true', request.returnOrigin).toString();
    }
    if (request.referral) params.referral = referralWireParams(request.referral);
    const answer = await this.op<OpAnswer & { checkout?: CheckoutData }>(
      SubscriptionOp.StartSubscriptionFlow,
      params,
      'START_SUBSCRIPTION_FAILED',
    );
    if (!answer.success) return { success: false, error: answer.error };
    return { success: true, checkout: answer.value.checkout ?? {} };
  }

  /** Changes plan or period; on success the cached subscription is refreshed. */
  async updateSubscription(request: UpdateSubscriptionRequest): Promise<UpdateSubscriptionResult> {
    const answer = await this.op<OpAnswer & { changeType?: string }>(
      SubscriptionOp.UpdateSubscription,
      { ...request },
      'UPDATE_SUBSCRIPTION_FAILED',
    );
    if (!answer.success) return { success: false, error: answer.error };
    await this.refreshCache();
    return { success: true, changeType: answer.value.changeType ?? 'unknown' };
  }

  /**
   * The current subscription (cached 5 minutes; `force` bypasses the cache). No plan or no payment option
   * gives the free subscription. Throws a PlatformError "Failed to get subscription" on failure (the cause
   * and the server's `error`, if any, are attached).
   */
  async getCurrentSubscription(options: { force?: boolean } = {}): Promise<SubscriptionInfo> {
    if (!options.force && this.cache && this.now() - this.cache.at < SUBSCRIPTION_CACHE_MS)
      return this.cache.value;
    const answer = await this.op<
      OpAnswer & { subscription?: GsbSubscriptionPlan | null; subscriptionType?: number }
    >(SubscriptionOp.GetCurrentSubscription, {}, 'GET_SUBSCRIPTION_FAILED');
    if (!answer.success) throw failed('GET_SUBSCRIPTION_FAILED', answer);
    const value = mapPlanToSubscription(answer.value.subscription);
    // The platform's word on the user's tier (when it sends one) updates the session first: that
    // change clears the cache, which is filled right after.
    if (typeof answer.value.subscriptionType === 'number')
      this.auth.setSubscription(answer.value.subscriptionType);
    this.cache = { at: this.now(), value };
    return value;
  }

  /** The pricing table: active (not passive) sales packs as plan list items. Throws "Failed to get plans". */
  async getAvailablePlans(): Promise<PlanListItem[]> {
    const answer = await this.op<OpAnswer & { salesPacks?: GsbPrtSalesPack[] }>(
      SubscriptionOp.GetAvailablePlans,
      {},
      'GET_PLANS_FAILED',
    );
    if (!answer.success) throw failed('GET_PLANS_FAILED', answer);
    return (answer.value.salesPacks ?? []).filter((p) => !p.passive).map(mapSalesPackToPlan);
  }

  /** Usage of limited features. Throws "Failed to get usage stats". */
  async getUsageStats(): Promise<UsageStat[]> {
    const answer = await this.op<OpAnswer & { usages?: UsageStat[] }>(
      SubscriptionOp.GetUsageStats,
      {},
      'GET_USAGE_FAILED',
    );
    if (!answer.success) throw failed('GET_USAGE_FAILED', answer);
    return answer.value.usages ?? [];
  }

  async cancelSubscription(): Promise<SimpleResult> {
    return this.simple(SubscriptionOp.CancelSubscription, 'CANCEL_SUBSCRIPTION_FAILED');
  }

  async reactivateSubscription(): Promise<SimpleResult> {
    return this.simple(SubscriptionOp.ReactivateSubscription, 'REACTIVATE_SUBSCRIPTION_FAILED');
  }

  /** Forgets the cached subscription. */
  clearCache(): void {
    this.cache = null;
  }

  private async simple(op: SubscriptionOp, failure: ErrorCode): Promise<SimpleResult> {
    const answer = await this.op<OpAnswer>(op, {}, failure);
    if (!answer.success) return { success: false, error: answer.error };
    await this.refreshCache();
    return { success: true };
  }

  private async refreshCache(): Promise<void> {
    this.cache = null;
    try {
      await this.getCurrentSubscription({ force: true });
    } catch {
      // The operation itself succeeded; the next read fetches again.
    }
  }

  /**
   * Runs an op. A failed request becomes the op's catalogue message; `success: false` keeps the server's
   * `error` when it has one.
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- each op names its answer shape
  private async op<T extends OpAnswer>(
    op: SubscriptionOp,
    params: Record<string, unknown>,
    failure: ErrorCode,
  ): Promise<{ success: true; value: T } | { success: false; error: string; cause?: unknown }> {
    let value: T;
    try {
      value = ((await this.run(op, params)) ?? {}) as T;
    } catch (cause) {
      return { success: false, error: ERRORS[failure], cause };
    }
    if (value.success === false) return { success: false, error: value.error || ERRORS[failure] };
    return { success: true, value };
  }
}

/** Plans, checkout and the current subscription (the `subscriptionOps` function). */
export const subscriptionService = (core: PlatformCore): SubscriptionService =>
  new SubscriptionService(
    (op, params) => core.workflow.runFunction('subscriptionOps', { op, ...params }),
    core.auth,
    core.now,
  );
