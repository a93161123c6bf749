import { SubscriptionType } from '@emotion-guru/platform-sdk';
import type { KeysUnder } from '@/shared/i18n';

const TIER_KEYS: Record<number, KeysUnder<'app_content', 'tiers.'>> = {
  [SubscriptionType.Free]: 'free',
  [SubscriptionType.Premium]: 'premium',
  [SubscriptionType.Professional]: 'pro',
  [SubscriptionType.Team]: 'team',
  [SubscriptionType.Enterprise]: 'enterprise',
};

/** The `app_content` key naming a subscription type (`tiers.premium`); an unknown type reads as free. */
export function tierNameKey(subscription: number): `tiers.${KeysUnder<'app_content', 'tiers.'>}` {
  return `tiers.${TIER_KEYS[subscription] ?? 'free'}`;
}
