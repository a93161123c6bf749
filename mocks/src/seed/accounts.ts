/** The demo accounts (password {@link DEMO_PASSWORD} for all of them). */
import { SubscriptionType } from '@emotion-guru/platform-sdk';

export const DEMO_PASSWORD = 'Emotion-demo-1';
export const DEFAULT_TENANT = 'emotion';
export const OTHER_TENANT = 'other';

export interface DemoAccount {
  email: string;
  name: string;
  tenantCode: string;
  subscriptionType: number;
  /** Sales pack the account pays for (none for free accounts). */
  pack?: 'premium' | 'pro' | 'team' | 'enterprise';
  admin?: boolean;
  referrer?: boolean;
  /** A caretaker gets three clients instead of a client record of their own. */
  caretaker?: boolean;
  /** One of a caretaker's clients (TEAM_CLIENTS) with an account of their own: that client record is theirs. */
  clientOf?: string;
  languageCode: string;
  about: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'free@example.com',
    name: 'Elif Yılmaz',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Free,
    languageCode: 'tr-TR',
    about: 'Free tier: basic tracking and 7 days of history.',
  },
  {
    email: 'premium@example.com',
    name: 'James Carter',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Premium,
    pack: 'premium',
    languageCode: 'en-US',
    about: 'Premium, monthly: unlimited history and AI insights.',
  },
  {
    email: 'pro@example.com',
    name: 'Selin Aydın',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Professional,
    pack: 'pro',
    languageCode: 'tr-TR',
    about: 'Pro, yearly.',
  },
  {
    email: 'team@example.com',
    name: 'Deniz Arslan',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Team,
    pack: 'team',
    caretaker: true,
    languageCode: 'en-US',
    about: 'Team caretaker with three clients, each with a month of journal entries.',
  },
  {
    email: 'enterprise@example.com',
    name: 'Sarah Mitchell',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Enterprise,
    pack: 'enterprise',
    languageCode: 'en-US',
    about: 'Enterprise.',
  },
  {
    email: 'referrer@example.com',
    name: 'Can Öztürk',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Free,
    referrer: true,
    languageCode: 'tr-TR',
    about: 'Member of the referrer group (sees the referrals page).',
  },
  {
    email: 'admin@example.com',
    name: 'Ada Admin',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Enterprise,
    admin: true,
    languageCode: 'en-US',
    about: 'Admin role: reads and writes the whole tenant.',
  },
  {
    email: 'ece.sahin@example.com',
    name: 'Ece Şahin',
    tenantCode: DEFAULT_TENANT,
    subscriptionType: SubscriptionType.Free,
    clientOf: 'team@example.com',
    languageCode: 'tr-TR',
    about:
      "One of the team caretaker's clients, with an account of her own: what she marks private is hidden from her caretaker.",
  },
  {
    email: 'other@example.com',
    name: 'Olivia Brooks',
    tenantCode: OTHER_TENANT,
    subscriptionType: SubscriptionType.Premium,
    pack: 'premium',
    languageCode: 'en-US',
    about: 'The only account of tenant "other" (for isolation tests).',
  },
];

/**
 * The referral program every referrer (member of the referrer group) has in the emulator: their link is
 * `/pricing?ref=` + encodeReferralCode({ userId: <their id>, campaignCode, discount }), and
 * referralOps.getReferralStats answers these two values. `discount` is a percentage.
 */
export const REFERRAL_PROGRAM = { campaignCode: 'FRIENDS20', discount: 20 } as const;

/** The demo identity social sign-in (/api/auth/{provider}) signs in as, unless `?email=` names another account. */
export const SOCIAL_DEMO = { email: 'social@example.com', name: 'Sam Social' } as const;
