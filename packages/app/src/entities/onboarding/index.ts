export { pathAfterSignIn, readOnboarding, writeOnboarding } from './api/onboarding-api.ts';
export {
  FRESH_PROGRESS,
  GOALS,
  onboardingSteps,
  type Goal,
  type OnboardingProgress,
  type OnboardingStep,
} from './lib/progress.ts';
