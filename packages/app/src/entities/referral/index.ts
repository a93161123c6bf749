export { storedReferral } from './lib/referral.ts';
export { useReferralDiscount } from './lib/use-referral-discount.ts';
