/** Sales packs for the five tiers, each with a monthly and a yearly payment option (USD). */
import { BillingPeriod, SubscriptionType } from '@emotion-guru/platform-sdk';

export interface SeedPack {
  key: 'free' | 'premium' | 'pro' | 'team' | 'enterprise';
  name: string;
  subscriptionType: number;
  monthly: number;
  yearly: number;
  features: string[];
  description: { 'en-US': string; 'tr-TR': string };
}

const BASIC = ['basic-tracking', 'reflection-wizard', '7-day-history'];
const PAID = ['basic-tracking', 'reflection-wizard', 'unlimited-history', 'ai-insights', 'export-data'];

export const SALES_PACKS: readonly SeedPack[] = [
  {
    key: 'free',
    name: 'Free',
    subscriptionType: SubscriptionType.Free,
    monthly: 0,
    yearly: 0,
    features: BASIC,
    description: {
      'en-US': 'Start noticing your emotions: daily tracking, the reflection wizard and a week of history.',
      'tr-TR': 'Duygularını fark etmeye başla: günlük takip, yansıtma sihirbazı ve bir haftalık geçmiş.',
    },
  },
  {
    key: 'premium',
    name: 'Premium',
    subscriptionType: SubscriptionType.Premium,
    monthly: 9.99,
    yearly: 99,
    features: PAID,
    description: {
      'en-US':
        'Your whole emotional history, AI insights into your patterns and exports whenever you want them.',
      'tr-TR': 'Tüm duygu geçmişin, örüntülerine dair yapay zekâ içgörüleri ve istediğin an dışa aktarma.',
    },
  },
  {
    key: 'pro',
    name: 'Pro',
    subscriptionType: SubscriptionType.Professional,
    monthly: 19.99,
    yearly: 199,
    features: [...PAID, 'advanced-reports'],
    description: {
      'en-US': 'For people who work on themselves seriously: everything in Premium plus advanced reports.',
      'tr-TR': 'Kendi üzerinde ciddi çalışanlar için: Premium’daki her şey ve gelişmiş raporlar.',
    },
  },
  {
    key: 'team',
    name: 'Team',
    subscriptionType: SubscriptionType.Team,
    monthly: 49.99,
    yearly: 499,
    features: [...PAID, 'client-management', 'client-insights'],
    description: {
      'en-US':
        'For therapists and coaches: manage your clients, their journals and their insights in one place.',
      'tr-TR': 'Terapistler ve koçlar için: danışanlarını, günlüklerini ve içgörülerini tek yerden yönet.',
    },
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    subscriptionType: SubscriptionType.Enterprise,
    monthly: 199,
    yearly: 1990,
    features: [...PAID, 'client-management', 'client-insights', 'sso', 'priority-support'],
    description: {
      'en-US':
        'For organisations: every feature, single sign-on and a support line that answers the same day.',
      'tr-TR': 'Kurumlar için: tüm özellikler, tek oturum açma ve aynı gün dönen bir destek hattı.',
    },
  },
];

export const MONTHLY = BillingPeriod.Monthly;
export const YEARLY = BillingPeriod.Yearly;
