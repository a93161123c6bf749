import { ERRORS, isPlatformError } from '@emotion-guru/platform-sdk';

/** The subscription failures of the spec's catalogue (section 8), by the key the app translates them with. */
const SUBSCRIPTION_ERRORS = {
  userEmailRequired: ERRORS.USER_EMAIL_REQUIRED,
  startFailed: ERRORS.START_SUBSCRIPTION_FAILED,
  getFailed: ERRORS.GET_SUBSCRIPTION_FAILED,
  plansFailed: ERRORS.GET_PLANS_FAILED,
  usageFailed: ERRORS.GET_USAGE_FAILED,
  cancelFailed: ERRORS.CANCEL_SUBSCRIPTION_FAILED,
  reactivateFailed: ERRORS.REACTIVATE_SUBSCRIPTION_FAILED,
  updateFailed: ERRORS.UPDATE_SUBSCRIPTION_FAILED,
} as const;

export type SubscriptionErrorKey = keyof typeof SUBSCRIPTION_ERRORS;

/**
 * The translation key of a subscription failure: a thrown PlatformError (by its message, e.g. "User email
 * is required for subscription") or an op's `error` text; anything else is `fallback`.
 */
export function subscriptionErrorKey(failure: unknown, fallback: SubscriptionErrorKey): SubscriptionErrorKey {
  const message =
    typeof failure === 'string' ? failure : isPlatformError(failure) ? failure.message : undefined;
  const match = (Object.keys(SUBSCRIPTION_ERRORS) as SubscriptionErrorKey[]).find(
    (key) => SUBSCRIPTION_ERRORS[key] === message,
  );
  return match ?? fallback;
}
