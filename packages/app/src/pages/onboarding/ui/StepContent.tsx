import type { OnboardingStep } from '@/entities/onboarding';
import { CheckInStep } from './CheckInStep.tsx';
import { ConsentsStep } from './ConsentsStep.tsx';
import { FirstClientStep } from './FirstClientStep.tsx';
import { GoalsStep } from './GoalsStep.tsx';
import { IntroStep } from './IntroStep.tsx';
import { PreferencesStep } from './PreferencesStep.tsx';
import { RemindersStep } from './RemindersStep.tsx';

/** The body of one step. */
export function StepContent({ step }: { step: OnboardingStep }) {
  switch (step) {
    case 'notice':
    case 'reflect':
    case 'understand':
      return <IntroStep step={step} />;
    case 'goals':
      return <GoalsStep />;
    case 'preferences':
      return <PreferencesStep />;
    case 'checkIn':
      return <CheckInStep />;
    case 'reminders':
      return <RemindersStep />;
    case 'consents':
      return <ConsentsStep />;
    case 'firstClient':
      return <FirstClientStep />;
  }
}
