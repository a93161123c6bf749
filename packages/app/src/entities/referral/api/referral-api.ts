import { referralService, type ReferralParams, type ReferralStats } from '@emotion-guru/platform-sdk';
import { platformService } from '@/shared/api';

/** The signed-in referrer's program and results (`referralOps.getReferralStats`). */
export function fetchReferralStats(): Promise<ReferralStats> {
  return platformService(referralService).getStats();
}

/** A visitor arrived with a referral code and stored it (`referralOps.recordVisit`, signed out too). */
export async function sendReferralVisit(referral: ReferralParams): Promise<void> {
  await platformService(referralService).recordVisit(referral);
}

/** The signed-in user signed up through a referral (`referralOps.recordSignUp`, once per user). */
export async function sendReferralSignUp(referral: ReferralParams): Promise<void> {
  await platformService(referralService).recordSignUp(referral);
}
