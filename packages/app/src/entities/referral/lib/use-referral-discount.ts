import { useEffect, useSyncExternalStore } from 'react';
import { captureReferral, referralDiscountPercent, storedReferral } from './referral.ts';

const CHANGED = 'eg-referral-changed';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const discountOnDevice = () => referralDiscountPercent(storedReferral(window.localStorage));

/**
 * Captures a referral link's `?ref=` (in the browser only: the page is prerendered) and returns the stored
 * referral's discount in whole percent (0 without one, and while prerendering).
 */
export function useReferralDiscount(search: string): number {
  useEffect(() => {
    captureReferral(search, window.localStorage);
    window.dispatchEvent(new Event(CHANGED));
  }, [search]);
  return useSyncExternalStore(subscribe, discountOnDevice, () => 0);
}
