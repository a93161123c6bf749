import { BillingPeriod, PlanStatus, SubscriptionStatus, SubscriptionType } from '../enums.ts';
import type { GsbPaymentOption, GsbPrtSalesPack, GsbSubscriptionPlan } from '../types/entities.ts';

/** The product's view of a user's subscription (spec section 3, "Subscription info"). */
export interface SubscriptionInfo {
  planName: string;
  planDescription: string;
  subscriptionType: SubscriptionType;
  currentPrice: number;
  currentCurrency: string;
  /** Monthly or Yearly in practice; any BillingPeriod on the wire. */
  billingPeriod: BillingPeriod;
  lastPaymentDate: string | null;
  nextPaymentDate: string | null;
  status: SubscriptionStatus;
  isActive: boolean;
  provider: string | null;
  externalSubscriptionId: string | null;
}

/** One entry of the pricing table (spec section 3, "Plan list item"). */
export interface PlanListItem {
  id: string;
  name: string;
  description: string;
  subscriptionType: SubscriptionType;
  monthlyPrice: number;
  yearlyPrice: number;
  /** ISO currency code; USD when the pack has none. */
  currency: string;
  features: string[];
}

export const DEFAULT_CURRENCY = 'USD';

/** Product subscription status by its wire number: 1 Active, 2 Cancelled, 3 Freezed, 16 CancelScheduled, else Cancelled. */
export function mapSubscriptionStatus(status: number | null | undefined): SubscriptionStatus {
  switch (status) {
    case 1:
      return SubscriptionStatus.Active;
    case 3:
      return SubscriptionStatus.Freezed;
    case 16:
      return SubscriptionStatus.CancelScheduled;
    default:
      return SubscriptionStatus.Cancelled;
  }
}

/**
 * The product's status numbers (spec section 4, "Product subscription status mapping"), as opposed to
 * the platform record's `PlanStatus` (Active 1, Freezed 2, Cancelled 4, Renewing 8).
 */
export const ProductSubscriptionStatus = {
  Active: 1,
  Cancelled: 2,
  Freezed: 3,
  CancelScheduled: 16,
} as const;
export type ProductSubscriptionStatus =
  (typeof ProductSubscriptionStatus)[keyof typeof ProductSubscriptionStatus];

/**
 * Platform record status → product status number. A live record (Active or Renewing) whose
 * `cancelAtPeriodEnd` is set is a scheduled cancellation (product 16); the platform enum has no such state.
 * The emulator stores records in `PlanStatus` and reads them through this same table.
 */
export const PLAN_STATUS_TO_PRODUCT: Readonly<Record<PlanStatus, ProductSubscriptionStatus>> = Object.freeze({
  [PlanStatus.Active]: ProductSubscriptionStatus.Active,
  [PlanStatus.Freezed]: ProductSubscriptionStatus.Freezed,
  [PlanStatus.Cancelled]: ProductSubscriptionStatus.Cancelled,
  [PlanStatus.Renewing]: ProductSubscriptionStatus.Active,
});

function isPlanStatus(value: unknown): value is PlanStatus {
  return typeof value === 'number' && Object.hasOwn(PLAN_STATUS_TO_PRODUCT, value);
}

/** The product status number of a plan record; an unknown record status is Cancelled. */
export function productStatusOfPlan(
  plan: Pick<GsbSubscriptionPlan, 'status' | 'cancelAtPeriodEnd'> | null | undefined,
): ProductSubscriptionStatus {
  const status = plan?.status;
  if (!isPlanStatus(status)) return ProductSubscriptionStatus.Cancelled;
  const product = PLAN_STATUS_TO_PRODUCT[status];
  return product === ProductSubscriptionStatus.Active && plan?.cancelAtPeriodEnd === true
    ? ProductSubscriptionStatus.CancelScheduled
    : product;
}

/** Only an Active subscription is active (a scheduled cancellation already counts as not active). */
export function isActiveStatus(status: SubscriptionStatus): boolean {
  return status === SubscriptionStatus.Active;
}

const PERIOD_WORDS: [RegExp, BillingPeriod][] = [
  [/^(week|weekly|haftal[ıi]k)$/i, BillingPeriod.Weekly],
  [/^(year|yearly|annual|annually|y[ıi]ll[ıi]k)$/i, BillingPeriod.Yearly],
  [/^(quarter|quarterly|3 ?months?)$/i, BillingPeriod.Quarterly],
  [/^(month|monthly|ayl[ıi]k)$/i, BillingPeriod.Monthly],
];

/**
 * Billing period from the wire: a known number (1-4) stays; a number otherwise is Unknown; text is
 * matched by name (weekly, monthly, quarterly, yearly/annual) and defaults to Monthly.
 */
export function parseBillingPeriod(value: string | number | null | undefined): BillingPeriod {
  if (typeof value === 'number') {
    return value === 1 || value === 2 || value === 3 || value === 4 ? value : BillingPeriod.Unknown;
  }
  const text = (value ?? '').trim();
  if (/^[1-4]$/.test(text)) return Number(text) as BillingPeriod;
  return PERIOD_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? BillingPeriod.Monthly;
}

/** The currency code of a payment option (`{ code }` on plans, a plain code on packs), USD by default. */
export function currencyCode(option: Pick<GsbPaymentOption, 'currency'> | null | undefined): string {
  const currency = option?.currency;
  const code = typeof currency === 'string' ? currency : currency?.code;
  return code || DEFAULT_CURRENCY;
}

/** A user with no plan or no payment option is on the free tier. */
export const FREE_SUBSCRIPTION: Readonly<SubscriptionInfo> = Object.freeze({
  planName: 'Free',
  planDescription: '',
  subscriptionType: SubscriptionType.Free,
  currentPrice: 0,
  currentCurrency: DEFAULT_CURRENCY,
  billingPeriod: BillingPeriod.Monthly,
  lastPaymentDate: null,
  nextPaymentDate: null,
  status: SubscriptionStatus.Active,
  isActive: true,
  provider: null,
  externalSubscriptionId: null,
});

/** Maps a plan record to {@link SubscriptionInfo}; no plan or no payment option gives the free fallback. */
export function mapPlanToSubscription(plan: GsbSubscriptionPlan | null | undefined): SubscriptionInfo {
  if (!plan?.paymentOption) return { ...FREE_SUBSCRIPTION };
  const status = mapSubscriptionStatus(productStatusOfPlan(plan));
  const [ref] = plan.refCodes ?? [];
  return {
    planName: plan.salesPack?.name ?? '',
    planDescription: plan.salesPack?.description ?? '',
    subscriptionType:
      plan.salesPack?.subscriptionType ?? plan.tenant?.subscriptionType ?? SubscriptionType.Free,
    currentPrice: plan.paymentOption.price ?? 0,
    currentCurrency: currencyCode(plan.paymentOption),
    billingPeriod: parseBillingPeriod(plan.paymentOption.billingPeriod),
    lastPaymentDate: plan.lastPaymentDate ?? null,
    nextPaymentDate: plan.nextPaymentDate ?? null,
    status,
    isActive: isActiveStatus(status),
    provider: ref?.provider ?? null,
    externalSubscriptionId: ref?.code ?? null,
  };
}

function priceFor(options: readonly GsbPaymentOption[], period: BillingPeriod): number {
  return options.find((o) => parseBillingPeriod(o.billingPeriod) === period)?.price ?? 0;
}

/** Maps a sales pack to a pricing-table entry (monthly and yearly price from its payment options). */
export function mapSalesPackToPlan(pack: GsbPrtSalesPack): PlanListItem {
  const options = pack.paymentOptions ?? [];
  return {
    id: pack.id,
    name: pack.name ?? '',
    description: pack.description ?? '',
    subscriptionType: pack.subscriptionType ?? SubscriptionType.Free,
    monthlyPrice: priceFor(options, BillingPeriod.Monthly),
    yearlyPrice: priceFor(options, BillingPeriod.Yearly),
    currency: currencyCode(options[0]),
    features: pack.features ?? [],
  };
}
