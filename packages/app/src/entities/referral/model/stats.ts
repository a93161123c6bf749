import type { ReferralStats } from '@emotion-guru/platform-sdk';
import { createEffect, createEvent, sample } from 'effector';
import { logoutFx } from '@/entities/session/@x/referral';
import { createRemoteQuery } from '@/shared/api';
import { fetchReferralStats } from '../api/referral-api.ts';

/** The referrals page opened (or asked again after a failure): read the referrer's results. */
export const referralStatsRequested = createEvent();

export const referralStatsQuery = createRemoteQuery({
  name: 'referral/stats',
  effect: createEffect((): Promise<ReferralStats> => fetchReferralStats()),
  abortAll: logoutFx.finally,
});

sample({ clock: referralStatsRequested, target: referralStatsQuery.start });
// One referrer's results are never shown to the next user.
sample({ clock: logoutFx.finally, target: referralStatsQuery.reset });

/** The referrer's program and results, null until read. */
export const $referralStats = referralStatsQuery.$data;
/** `'initial' | 'pending' | 'done' | 'fail'`. */
export const $referralStatsStatus = referralStatsQuery.$status;
