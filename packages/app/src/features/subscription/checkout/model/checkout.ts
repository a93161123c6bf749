import { subscriptionService, type StartSubscriptionResult } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { BillingPeriod } from '@/entities/plan';
import { storedReferral } from '@/entities/referral';
import {
  subscriptionChanged,
  subscriptionErrorKey,
  type SubscriptionErrorKey,
} from '@/entities/subscription';
import { platformService } from '@/shared/api';
import { appConfig } from '@/shared/config';
import { loadPaddle } from '../lib/paddle.ts';
import { openProviderCheckout, type CheckoutHost } from '../lib/provider.ts';

/** A plan the user chose on the pricing or subscriptions page. */
export interface CheckoutChoice {
  salesPackName: string;
  period: BillingPeriod;
}

export const checkoutRequested = createEvent<CheckoutChoice>();
/** The error was read (the user picks again). */
export const checkoutErrorDismissed = createEvent();

const toSdkPeriod = (period: BillingPeriod): 'Monthly' | 'Yearly' =>
  period === 'yearly' ? 'Yearly' : 'Monthly';

/** `subscriptionOps.startSubscriptionFlow` with the device's referral (if any) and this app's return URLs. */
export const startCheckoutFx = createEffect((choice: CheckoutChoice): Promise<StartSubscriptionResult> => {
  const referral = storedReferral(window.localStorage);
  return platformService(subscriptionService).startSubscriptionFlow({
    salesPackName: choice.salesPackName,
    billingPeriod: toSdkPeriod(choice.period),
    returnOrigin: window.location.origin,
    ...(referral ? { referral } : {}),
  });
});

function browserHost(): CheckoutHost {
  const { paddleClientToken, paddleEnvironment } = appConfig();
  return {
    navigate: (url) => {
      window.location.assign(url);
    },
    loadPaddle,
    paddle: paddleClientToken ? { token: paddleClientToken, environment: paddleEnvironment } : undefined,
  };
}

/** Hands the checkout to the card payment provider (its page, or its overlay). */
export const openCheckoutFx = createEffect(
  (checkout: Extract<StartSubscriptionResult, { success: true }>['checkout']) =>
    openProviderCheckout(checkout, browserHost()),
);

/** Not retried: a second start would open a second checkout. */
export const startCheckoutMutation = createMutation({ name: 'checkout/start', effect: startCheckoutFx });

/** The plan on its way to checkout (its button shows progress), until the provider takes over or it fails. */
export const $checkoutChoice = createStore<CheckoutChoice | null>(null)
  .on(checkoutRequested, (_, choice) => choice)
  .reset(startCheckoutMutation.finished.failure, openCheckoutFx.fail, checkoutErrorDismissed);

/** Why the last checkout did not open (a key of `billing:errors`), shown next to the plans. */
export const $checkoutError = createStore<SubscriptionErrorKey | 'providerFailed' | null>(null)
  .on(startCheckoutMutation.finished.failure, (_, { error }) => subscriptionErrorKey(error, 'startFailed'))
  .on(openCheckoutFx.fail, () => 'providerFailed')
  .reset(checkoutRequested, checkoutErrorDismissed);

sample({
  clock: checkoutRequested,
  filter: startCheckoutMutation.$pending.map((pending) => !pending),
  target: startCheckoutMutation.start,
});

const answered = startCheckoutMutation.finished.success.map(({ result }) => result);

sample({
  clock: answered,
  filter: (result) => !result.success,
  fn: (result) => subscriptionErrorKey(result.success ? '' : result.error, 'startFailed'),
  target: $checkoutError,
});
sample({ clock: answered, filter: (result) => !result.success, target: $checkoutChoice.reinit });

// A paid plan opens the provider's checkout; the free tier needs none (the platform switched at once).
sample({
  clock: answered,
  filter: (result) => result.success && Object.keys(result.checkout).length > 0,
  fn: (result) => (result.success ? result.checkout : {}),
  target: openCheckoutFx,
});
sample({
  clock: answered,
  filter: (result) => result.success && Object.keys(result.checkout).length === 0,
  fn: () => undefined,
  target: [subscriptionChanged, $checkoutChoice.reinit],
});
