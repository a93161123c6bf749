import { ERRORS, PlatformError } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { subscriptionErrorKey } from './errors.ts';

describe('subscriptionErrorKey', () => {
  it('names every subscription failure of the catalogue, thrown or answered', () => {
    expect(subscriptionErrorKey(new PlatformError('USER_EMAIL_REQUIRED'), 'startFailed')).toBe(
      'userEmailRequired',
    );
    expect(subscriptionErrorKey(ERRORS.CANCEL_SUBSCRIPTION_FAILED, 'updateFailed')).toBe('cancelFailed');
    expect(subscriptionErrorKey(ERRORS.REACTIVATE_SUBSCRIPTION_FAILED, 'updateFailed')).toBe(
      'reactivateFailed',
    );
    expect(subscriptionErrorKey(ERRORS.UPDATE_SUBSCRIPTION_FAILED, 'startFailed')).toBe('updateFailed');
    expect(subscriptionErrorKey(ERRORS.GET_USAGE_FAILED, 'startFailed')).toBe('usageFailed');
  });

  it('falls back for anything else (a network error, an unknown text)', () => {
    expect(subscriptionErrorKey(new TypeError('Failed to fetch'), 'startFailed')).toBe('startFailed');
    expect(subscriptionErrorKey('Card declined', 'cancelFailed')).toBe('cancelFailed');
    expect(subscriptionErrorKey(undefined, 'getFailed')).toBe('getFailed');
  });
});
