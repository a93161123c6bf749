import { subscriptionService, type SubscriptionInfo, type UsageStat } from '@emotion-guru/platform-sdk';
import { platformService } from '@/shared/api';

/**
 * The signed-in user's subscription (`subscriptionOps.getCurrentSubscription`). The SDK keeps it 5 minutes
 * (spec section 9); `force` asks the platform again (after a checkout or a plan change). Reading it also
 * updates the session's tier, so feature gates follow the platform's word.
 */
export function fetchSubscription(force: boolean): Promise<SubscriptionInfo> {
  return platformService(subscriptionService).getCurrentSubscription({ force });
}

/** How much of the tier's limits the user has used (`getUsageStats`). */
export function fetchUsage(): Promise<UsageStat[]> {
  return platformService(subscriptionService).getUsageStats();
}
