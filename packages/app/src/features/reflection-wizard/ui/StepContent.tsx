import type { StepName } from '../lib/draft.ts';
import { BodyStep } from './BodyStep.tsx';
import { EmotionsStep } from './EmotionsStep.tsx';
import { EventStep } from './EventStep.tsx';
import { LoopStep } from './LoopStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { ThoughtsStep } from './ThoughtsStep.tsx';
import { TimingStep } from './TimingStep.tsx';

/** The fields of one step of the wizard. */
export function StepContent({ step }: { step: StepName }) {
  switch (step) {
    case 'event':
      return <EventStep />;
    case 'timing':
      return <TimingStep />;
    case 'emotions':
      return <EmotionsStep />;
    case 'body':
      return <BodyStep />;
    case 'thoughts':
      return <ThoughtsStep />;
    case 'loop':
      return <LoopStep />;
    case 'review':
      return <ReviewStep />;
  }
}
