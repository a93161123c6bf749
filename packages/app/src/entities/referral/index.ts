export { storedReferral, referralLink } from './lib/referral.ts';
export { usePendingReferral, useReferralDiscount } from './lib/use-referral-discount.ts';
export { $referralStats, $referralStatsStatus, referralStatsRequested } from './model/stats.ts';
