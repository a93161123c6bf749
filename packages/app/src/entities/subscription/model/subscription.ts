import type { SubscriptionInfo, UsageStat } from '@emotion-guru/platform-sdk';
import { createEffect, createEvent, sample } from 'effector';
import { createRemoteQuery } from '@/shared/api';
import { logoutFx } from '@/entities/session/@x/subscription';
import { fetchSubscription, fetchUsage } from '../api/subscription-api.ts';

/** Something shows the subscription (the subscriptions page, the dashboard's widget). Cached 5 minutes. */
export const subscriptionRequested = createEvent();
/** The subscription changed (a checkout came back, a plan changed): ask the platform, not the cache. */
export const subscriptionChanged = createEvent();
/** The subscriptions page shows the usage of the tier's limits. */
export const usageRequested = createEvent();

export const subscriptionQuery = createRemoteQuery({
  name: 'subscription/current',
  effect: createEffect(({ force }: { force: boolean }): Promise<SubscriptionInfo> =>
    fetchSubscription(force),
  ),
  abortAll: logoutFx.finally,
});

export const usageQuery = createRemoteQuery({
  name: 'subscription/usage',
  effect: createEffect((): Promise<UsageStat[]> => fetchUsage()),
  abortAll: logoutFx.finally,
});

// Shown again while it is on its way (the dashboard's card mounting twice as the page settles): that load
// answers both. A second start would abort the first and ask the platform again (the dashboard sent
// `getCurrentSubscription` twice, in two requests: e2e/tests/platform-requests.spec.ts).
sample({
  clock: subscriptionRequested,
  source: subscriptionQuery.$pending,
  filter: (pending) => !pending,
  fn: () => ({ force: false }),
  target: subscriptionQuery.start,
});
sample({ clock: subscriptionChanged, fn: () => ({ force: true }), target: subscriptionQuery.start });
sample({ clock: [usageRequested, subscriptionChanged], target: usageQuery.start });
// One user's plan is never shown to the next (the SDK drops its own cache on the same sign-out).
sample({ clock: logoutFx.finally, target: [subscriptionQuery.reset, usageQuery.reset] });

export const $subscription = subscriptionQuery.$data;
/** `'initial' | 'pending' | 'done' | 'fail'`. */
export const $subscriptionStatus = subscriptionQuery.$status;
export const $usage = usageQuery.$data.map((usage) => usage ?? []);
export const $usageStatus = usageQuery.$status;
