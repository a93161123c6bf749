import { useUnit } from 'effector-react';
import { useEffect, useSyncExternalStore } from 'react';
import { referralCaptured } from '../model/recording.ts';
import {
  capturePendingReferral,
  captureReferral,
  referralCodeIn,
  referralDiscountPercent,
  storedReferral,
} from './referral.ts';

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
 * Takes the referral code index.html kept when a page opened (the visitor may have followed a link before
 * the app started): stored, and its visit recorded. Used where a referral matters next: the sign-in pages
 * (the sign-up is recorded there) and the pricing page (checkout).
 */
export function usePendingReferral(): void {
  const captured = useUnit(referralCaptured);
  useEffect(() => {
    const pending = capturePendingReferral(window.sessionStorage, window.localStorage);
    if (pending) captured(pending);
  }, [captured]);
}

/**
 * Captures a referral link's `?ref=` (in the browser only: the page is prerendered), records the visit
 * of a code that decodes (once per code on this device) and returns the stored referral's discount in
 * whole percent (0 without one, and while prerendering).
 */
export function useReferralDiscount(search: string): number {
  const captured = useUnit(referralCaptured);
  usePendingReferral();
  useEffect(() => {
    captureReferral(search, window.localStorage);
    window.dispatchEvent(new Event(CHANGED));
    const code = referralCodeIn(search);
    if (code) captured(code);
  }, [search, captured]);
  return useSyncExternalStore(subscribe, discountOnDevice, () => 0);
}
