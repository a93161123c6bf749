import { SubscriptionType } from '../enums.ts';

/** The five tiers by name. */
export type Tier = 'free' | 'premium' | 'pro' | 'team' | 'enterprise';

/** A feature of the tier matrix (spec section 3, "Feature catalogue item"). */
export interface FeatureCatalogueItem {
  id: string;
  name: string;
  description: string;
  availableInTiers: readonly Tier[];
  /** Roles allowed to edit the feature; all empty, so edit is never allowed when checked. */
  editRoles: readonly string[];
}

const ALL_PAID: readonly Tier[] = ['premium', 'pro', 'team', 'enterprise'];
const EVERY_TIER: readonly Tier[] = ['free', ...ALL_PAID];
const TEAM: readonly Tier[] = ['team', 'enterprise'];

/** The tier feature matrix. Enterprise has everything team has. */
export const FEATURE_CATALOGUE: readonly FeatureCatalogueItem[] = [
  {
    id: 'basic-tracking',
    name: 'Basic tracking',
    description: 'Record emotions',
    availableInTiers: EVERY_TIER,
    editRoles: [],
  },
  {
    id: 'reflection-wizard',
    name: 'Reflection wizard',
    description: 'Guided reflection',
    availableInTiers: EVERY_TIER,
    editRoles: [],
  },
  {
    id: '7-day-history',
    name: '7-day history',
    description: 'The last seven days',
    availableInTiers: EVERY_TIER,
    editRoles: [],
  },
  {
    id: 'unlimited-history',
    name: 'Unlimited history',
    description: 'Every entry ever',
    availableInTiers: ALL_PAID,
    editRoles: [],
  },
  {
    id: 'ai-insights',
    name: 'AI insights',
    description: 'Patterns found by the assistant',
    availableInTiers: ALL_PAID,
    editRoles: [],
  },
  {
    id: 'export-data',
    name: 'Export data',
    description: 'Download your data',
    availableInTiers: ALL_PAID,
    editRoles: [],
  },
  {
    id: 'client-management',
    name: 'Client management',
    description: 'Look after several clients',
    availableInTiers: TEAM,
    editRoles: [],
  },
  {
    id: 'client-insights',
    name: 'Client insights',
    description: 'Insights across clients',
    availableInTiers: TEAM,
    editRoles: [],
  },
];

const BY_ID = new Map(FEATURE_CATALOGUE.map((f) => [f.id, f]));

const TIER_OF_TYPE: Record<number, Tier> = {
  [SubscriptionType.Free]: 'free',
  [SubscriptionType.Premium]: 'premium',
  [SubscriptionType.Professional]: 'pro',
  [SubscriptionType.Team]: 'team',
  [SubscriptionType.Enterprise]: 'enterprise',
};

/** The tier name of a subscription type (unknown types count as free). */
export function tierOf(tier: Tier | number | null | undefined): Tier {
  if (typeof tier === 'string') return tier;
  return (tier !== null && tier !== undefined ? TIER_OF_TYPE[tier] : undefined) ?? 'free';
}

/** True when `tier` includes `featureId`. Unknown feature ids are allowed. */
export function hasTierFeature(tier: Tier | number | null | undefined, featureId: string): boolean {
  const feature = BY_ID.get(featureId);
  return feature ? feature.availableInTiers.includes(tierOf(tier)) : true;
}

/** Edit rights need the user's first role in the feature's editRoles (unknown features: no edit). */
export function canEditFeature(roles: readonly string[], featureId: string): boolean {
  const [first] = roles;
  const feature = BY_ID.get(featureId);
  return first !== undefined && feature !== undefined && feature.editRoles.includes(first);
}

/** Caretakers are team-tier users (enterprise included). */
export function isCaretaker(tier: Tier | number | null | undefined): boolean {
  const name = tierOf(tier);
  return name === 'team' || name === 'enterprise';
}

/** Upgrade links show only on the free tier. */
export function showsUpgradeLinks(tier: Tier | number | null | undefined): boolean {
  return tierOf(tier) === 'free';
}
