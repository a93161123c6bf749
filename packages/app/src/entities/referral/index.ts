export { capturePendingReferral, storedReferral, referralLink } from './lib/referral.ts';
export { referralCaptured } from './model/recording.ts';
export { useReferralDiscount } from './lib/use-referral-discount.ts';
export { $referralStats, $referralStatsStatus, referralStatsRequested } from './model/stats.ts';
