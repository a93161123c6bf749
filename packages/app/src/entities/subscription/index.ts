export {
  $subscription,
  $subscriptionStatus,
  $usage,
  $usageStatus,
  subscriptionChanged,
  subscriptionRequested,
  usageRequested,
} from './model/subscription.ts';
export { subscriptionErrorKey, type SubscriptionErrorKey } from './lib/errors.ts';
export { formatPlanDate } from './lib/dates.ts';
export { tierNameKey } from './lib/tier.ts';
