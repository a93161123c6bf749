import type { ReferralParams } from '@emotion-guru/platform-sdk';
import { createEffect, createEvent, sample } from 'effector';
import { $currentUser, profileChanged } from '@/entities/session/@x/referral';
import { sendReferralSignUp, sendReferralVisit } from '../api/referral-api.ts';
import { SIGN_UP_RECORDED_KEY, storedReferral, VISIT_RECORDED_KEY } from '../lib/referral.ts';

/** A `?ref=` code that decodes was read on the pricing page (and stored). */
export const referralCaptured = createEvent<{ code: string; referral: ReferralParams }>();

export const sendVisitFx = createEffect(sendReferralVisit);
export const sendSignUpFx = createEffect(sendReferralSignUp);

/**
 * Records the visit of a code once per device: the code is remembered before the call (a second capture
 * of the same code meanwhile, e.g. React's strict mode, sends nothing) and forgotten when the call
 * fails, so a later visit tries again. Resolves whether it was sent.
 */
export const recordVisitOnceFx = createEffect(
  async ({ code, referral }: { code: string; referral: ReferralParams }): Promise<boolean> => {
    if (localStorage.getItem(VISIT_RECORDED_KEY) === code) return false;
    const before = localStorage.getItem(VISIT_RECORDED_KEY);
    localStorage.setItem(VISIT_RECORDED_KEY, code);
    try {
      await sendVisitFx(referral);
    } catch (error) {
      if (before === null) localStorage.removeItem(VISIT_RECORDED_KEY);
      else localStorage.setItem(VISIT_RECORDED_KEY, before);
      throw error;
    }
    return true;
  },
);

/**
 * Records that the signed-in user signed up through the referral stored on this device, once: nothing
 * without a stored referral, after one was recorded on this device, or when the referral is the user's own.
 */
export const recordSignUpOnceFx = createEffect(async (userId: string): Promise<boolean> => {
  const referral = storedReferral(localStorage);
  if (!referral || referral.userId === userId || localStorage.getItem(SIGN_UP_RECORDED_KEY)) return false;
  localStorage.setItem(SIGN_UP_RECORDED_KEY, userId);
  try {
    await sendSignUpFx(referral);
  } catch (error) {
    localStorage.removeItem(SIGN_UP_RECORDED_KEY);
    throw error;
  }
  return true;
});

/** Recording is fire-and-forget: a failure never reaches the visitor, it is only logged. */
export const logRecordingFailureFx = createEffect((error: unknown) => {
  console.warn('Failed to record a referral', error);
});

sample({ clock: referralCaptured, target: recordVisitOnceFx });

// A new account finishes its profile at /auth/continue (the only sender of profileChanged today): that
// is the sign-up. The emulator and the platform record one sign-up per user, so a repeat is harmless.
sample({
  clock: profileChanged,
  source: $currentUser,
  filter: Boolean,
  fn: (user) => user.userId,
  target: recordSignUpOnceFx,
});

sample({ clock: [recordVisitOnceFx.failData, recordSignUpOnceFx.failData], target: logRecordingFailureFx });
