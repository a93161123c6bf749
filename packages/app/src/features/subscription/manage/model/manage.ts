import {
  subscriptionService,
  type SimpleResult,
  type UpdateSubscriptionResult,
} from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, sample } from 'effector';
import type { BillingPeriod } from '@/entities/plan';
import {
  subscriptionChanged,
  subscriptionErrorKey,
  type SubscriptionErrorKey,
} from '@/entities/subscription';
import { platformService } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';

/** Another plan or billing period for a paying user. */
export interface PlanChange {
  salesPackName: string;
  period: BillingPeriod;
}

/** After a plan change the page reloads this long after the success (spec: about 100 ms). */
export const RELOAD_AFTER_CHANGE_MS = 100;

/** An op that answers `{ success: false, error }` fails the mutation with that error's message. */
function unlessRefused<T extends SimpleResult | UpdateSubscriptionResult>(result: T): T {
  if (!result.success) throw new Error(result.error);
  return result;
}

export const changePlanFx = createEffect(
  async ({ salesPackName, period }: PlanChange): Promise<UpdateSubscriptionResult> =>
    unlessRefused(
      await platformService(subscriptionService).updateSubscription({
        salesPackName,
        billingPeriod: period === 'yearly' ? 'Yearly' : 'Monthly',
      }),
    ),
);
export const cancelSubscriptionFx = createEffect(async (): Promise<SimpleResult> =>
  unlessRefused(await platformService(subscriptionService).cancelSubscription()),
);
export const reactivateSubscriptionFx = createEffect(async (): Promise<SimpleResult> =>
  unlessRefused(await platformService(subscriptionService).reactivateSubscription()),
);

/** Reloads the app after a plan change, so every screen starts over with the new tier (spec section 4). */
export const reloadAfterChangeFx = createEffect(async (): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, RELOAD_AFTER_CHANGE_MS));
  window.location.reload();
});

// None is retried: each changes what the user pays.
export const changePlanMutation = createMutation({ name: 'subscription/change', effect: changePlanFx });
export const cancelSubscriptionMutation = createMutation({
  name: 'subscription/cancel',
  effect: cancelSubscriptionFx,
});
export const reactivateSubscriptionMutation = createMutation({
  name: 'subscription/reactivate',
  effect: reactivateSubscriptionFx,
});

export const planChangeConfirmed = createEvent<PlanChange>();
export const cancelConfirmed = createEvent();
export const reactivateRequested = createEvent();

sample({ clock: planChangeConfirmed, target: changePlanMutation.start });
sample({ clock: cancelConfirmed, target: cancelSubscriptionMutation.start });
sample({ clock: reactivateRequested, target: reactivateSubscriptionMutation.start });

const succeeded = [
  changePlanMutation.finished.success,
  cancelSubscriptionMutation.finished.success,
  reactivateSubscriptionMutation.finished.success,
];
sample({ clock: succeeded, target: subscriptionChanged });

const done = (title: string) => () => ({ type: 'success' as const, ns: 'billing' as const, title });
const failed =
  (fallback: SubscriptionErrorKey) =>
  ({ error }: { error: unknown }) => ({
    type: 'error' as const,
    ns: 'billing' as const,
    title: `errors.${subscriptionErrorKey(error instanceof Error ? error.message : error, fallback)}`,
  });

sample({
  clock: changePlanMutation.finished.success,
  fn: done('manage.changed'),
  target: notifyTranslatedFx,
});
sample({ clock: changePlanMutation.finished.success, target: reloadAfterChangeFx });
sample({
  clock: cancelSubscriptionMutation.finished.success,
  fn: done('manage.cancelled'),
  target: notifyTranslatedFx,
});
sample({
  clock: reactivateSubscriptionMutation.finished.success,
  fn: done('manage.reactivated'),
  target: notifyTranslatedFx,
});
sample({
  clock: changePlanMutation.finished.failure,
  fn: failed('updateFailed'),
  target: notifyTranslatedFx,
});
sample({
  clock: cancelSubscriptionMutation.finished.failure,
  fn: failed('cancelFailed'),
  target: notifyTranslatedFx,
});
sample({
  clock: reactivateSubscriptionMutation.finished.failure,
  fn: failed('reactivateFailed'),
  target: notifyTranslatedFx,
});

export const $changingPlan = changePlanMutation.$pending;
export const $cancelling = cancelSubscriptionMutation.$pending;
export const $reactivating = reactivateSubscriptionMutation.$pending;
