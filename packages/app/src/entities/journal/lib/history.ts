import { hasTierFeature } from '@emotion-guru/platform-sdk';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Free-tier history window (spec: the tier matrix's "7-day history"). */
export const FREE_HISTORY_DAYS = 7;

/** The oldest moment a tier may see, or null for unlimited history. */
export function historyCutoff(subscription: number, now: number): Date | null {
  if (hasTierFeature(subscription, 'unlimited-history')) return null;
  return new Date(now - FREE_HISTORY_DAYS * DAY_MS);
}
