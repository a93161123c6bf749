import type { PlanListItem, SubscriptionInfo } from '@emotion-guru/platform-sdk';

/** The premium demo account's subscription as the platform answers it (fixed dates), for stories and tests. */
export const PREMIUM_MONTHLY: SubscriptionInfo = {
  planName: 'Premium',
  planDescription: '',
  subscriptionType: 2,
  currentPrice: 9.99,
  currentCurrency: 'USD',
  billingPeriod: 2,
  lastPaymentDate: '2026-11-17T00:00:00.000Z',
  nextPaymentDate: '2026-12-17T00:00:00.000Z',
  status: 'Active',
  isActive: true,
  provider: 'emulator-card',
  externalSubscriptionId: 'sub_demo',
};

/** A plan on sale in US dollars, without description or features. */
export function planOnSale(
  name: string,
  subscriptionType: PlanListItem['subscriptionType'],
  monthlyPrice: number,
  yearlyPrice: number,
): PlanListItem {
  return {
    id: name.toLowerCase(),
    name,
    description: '',
    subscriptionType,
    monthlyPrice,
    yearlyPrice,
    currency: 'USD',
    features: [],
  };
}
