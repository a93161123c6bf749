import { useUnit } from 'effector-react';
import { useEffect, useSyncExternalStore } from 'react';
import { referralCaptured } from '../model/recording.ts';
import { captureReferral, referralCodeIn, referralDiscountPercent, storedReferral } from './referral.ts';

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
 * Captures a referral link's `?ref=` (in the browser only: the page is prerendered), records the visit
 * of a code that decodes (once per code on this device) and returns the stored referral's discount in
 * whole percent (0 without one, and while prerendering).
 */
export function useReferralDiscount(search: string): number {
  const captured = useUnit(referralCaptured);
  useEffect(() => {
    captureReferral(search, window.localStorage);
    window.dispatchEvent(new Event(CHANGED));
    const code = referralCodeIn(search);
    if (code) captured(code);
  }, [search, captured]);
  return useSyncExternalStore(subscribe, discountOnDevice, () => 0);
}
