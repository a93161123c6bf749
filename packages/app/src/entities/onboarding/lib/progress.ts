/**
 * The onboarding's progress, as the user's record keeps it (GsbUser.onboarding, JSON text): the step to
 * continue at, what the person wants from the product, and when they finished or skipped it. A record
 * without it never started; anything unreadable in it is dropped rather than trusted.
 */

/** What a person may want from the product (the onboarding's second question). */
export const GOALS = ['trackMoods', 'understandPatterns', 'prepareForTherapy', 'supportClients'] as const;
export type Goal = (typeof GOALS)[number];

/**
 * The steps, in order: three screens on what the product does, the goals, language and theme, the first
 * check-in, reminders (notifications on this device and daily check-in times), the consents, and
 * (caretakers only) the first client.
 */
export const ONBOARDING_STEPS = [
  'notice',
  'reflect',
  'understand',
  'goals',
  'preferences',
  'checkIn',
  'reminders',
  'consents',
  'firstClient',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingProgress {
  /** Where a return continues. */
  step: OnboardingStep;
  goals: Goal[];
  /** When it was finished or skipped (ISO 8601); absent while it is under way. */
  finishedAt?: string;
  /** Finished by "Skip for now" rather than by the last step. */
  skipped?: boolean;
}

export const FRESH_PROGRESS: OnboardingProgress = { step: 'notice', goals: [] };

const isStep = (value: unknown): value is OnboardingStep =>
  typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
const isGoal = (value: unknown): value is Goal =>
  typeof value === 'string' && (GOALS as readonly string[]).includes(value);

/** Reads the stored text; null when there is none or it is not an object (never started). */
export function parseProgress(text: string | null | undefined): OnboardingProgress | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const goals = Array.isArray(record['goals']) ? [...new Set(record['goals'].filter(isGoal))] : [];
  const progress: OnboardingProgress = { step: isStep(record['step']) ? record['step'] : 'notice', goals };
  const finishedAt = record['finishedAt'];
  if (typeof finishedAt === 'string' && !Number.isNaN(Date.parse(finishedAt))) {
    progress.finishedAt = finishedAt;
    if (record['skipped'] === true) progress.skipped = true;
  }
  return progress;
}

export function serializeProgress(progress: OnboardingProgress): string {
  return JSON.stringify(progress);
}

/** Due: never started, or started and neither finished nor skipped. */
export function isOnboardingDue(progress: OnboardingProgress | null): boolean {
  return progress?.finishedAt === undefined;
}

/** The steps this person goes through: the first client only for those who manage clients. */
export function onboardingSteps(managesClients: boolean): readonly OnboardingStep[] {
  return managesClients ? ONBOARDING_STEPS : ONBOARDING_STEPS.filter((step) => step !== 'firstClient');
}
