/** The features the platform's plans name, in the order they are shown; any other is shown as the platform wrote it. */
export const KNOWN_FEATURES = [
  'basic-tracking',
  'reflection-wizard',
  '7-day-history',
  'unlimited-history',
  'ai-insights',
  'export-data',
  'advanced-reports',
  'client-management',
  'client-insights',
  'sso',
  'priority-support',
] as const;
export type KnownFeature = (typeof KNOWN_FEATURES)[number];

export const isKnownFeature = (feature: string): feature is KnownFeature =>
  (KNOWN_FEATURES as readonly string[]).includes(feature);

/**
 * Every feature any of the plans names, once: the known ones in their order, then the others in the
 * order the plans list them.
 */
export function comparedFeatures(plans: readonly { features: readonly string[] }[]): string[] {
  const named = new Set(plans.flatMap((plan) => plan.features));
  const known = KNOWN_FEATURES.filter((feature) => named.has(feature));
  const unknown = [...named].filter((feature) => !isKnownFeature(feature));
  return [...known, ...unknown];
}
