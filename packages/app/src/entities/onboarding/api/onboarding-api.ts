import type { GsbUser } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';
import {
  isOnboardingDue,
  parseProgress,
  serializeProgress,
  type OnboardingProgress,
} from '../lib/progress.ts';

/** The user's onboarding progress from their own record; null when they never started it. */
export async function readOnboarding(userId: string): Promise<OnboardingProgress | null> {
  const { entity } = await getPlatform().entity.get<GsbUser>({
    entityName: 'GsbUser',
    entityId: userId,
    selectCols: ['id', 'onboarding'],
  });
  return parseProgress(entity?.onboarding);
}

/** Keeps the progress on the user's own record (a person writes only their own), so any device continues. */
export async function writeOnboarding(
  userId: string,
  progress: OnboardingProgress,
): Promise<OnboardingProgress> {
  await getPlatform().entity.save({
    entityName: 'GsbUser',
    entity: { id: userId, onboarding: serializeProgress(progress) },
  });
  return progress;
}

/**
 * Where a sign-in lands when nothing else was asked for: the onboarding while it is due, else the
 * dashboard. A failed read lands on the dashboard: the onboarding never stands between a person and the app.
 */
export async function pathAfterSignIn(
  userId: string | undefined,
): Promise<'/app/onboarding' | '/app/dashboard'> {
  if (!userId) return '/app/dashboard';
  try {
    return isOnboardingDue(await readOnboarding(userId)) ? '/app/onboarding' : '/app/dashboard';
  } catch {
    return '/app/dashboard';
  }
}
