import { VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { CheckIcon } from '../private/icons.tsx';
import * as styles from './Stepper.css.ts';

export type StepStatus = 'complete' | 'current' | 'upcoming';

export interface StepperProps {
  /** Step names, in order. */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  /** Names the progress for screen readers. */
  label?: string;
  /** Lets people go back to a completed step; upcoming steps are never clickable. */
  onStepSelect?: (index: number) => void;
  /** "Step 2 of 5: Feelings": shown under the markers (labels hide on small screens). */
  formatSummary?: (current: number, total: number, label: string) => ReactNode;
  /** Suffixes read after each step's name. */
  statusLabels?: Record<StepStatus, string>;
  className?: string;
}

export function stepStatus(index: number, current: number): StepStatus {
  if (index < current) return 'complete';
  if (index === current) return 'current';
  return 'upcoming';
}

const defaultStatusLabels: Record<StepStatus, string> = {
  complete: 'completed',
  current: 'current step',
  upcoming: 'not started',
};

const defaultSummary = (current: number, total: number, label: string) =>
  `Step ${current} of ${total}: ${label}`;

/** The progress of a multi-step flow such as the reflection wizard. */
export function Stepper({
  steps,
  current,
  label = 'Progress',
  onStepSelect,
  formatSummary = defaultSummary,
  statusLabels = defaultStatusLabels,
  className,
}: StepperProps) {
  const currentIndex = Math.min(Math.max(current, 0), Math.max(steps.length - 1, 0));
  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {steps.map((name, index) => {
          const status = stepStatus(index, currentIndex);
          const marker = (
            <>
              <span className={cx(styles.markerBase, styles.marker[status])} aria-hidden="true">
                {status === 'complete' ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.label} aria-hidden="true">
                {name}
              </span>
              <VisuallyHidden.Root>{`${name}, ${statusLabels[status]}`}</VisuallyHidden.Root>
            </>
          );
          return (
            <li
              key={name}
              className={styles.step}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {onStepSelect && status === 'complete' ? (
                <button
                  type="button"
                  className={styles.stepButton}
                  onClick={() => {
                    onStepSelect(index);
                  }}
                >
                  {marker}
                </button>
              ) : (
                marker
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.summary} aria-hidden="true">
        {formatSummary(currentIndex + 1, steps.length, steps[currentIndex] ?? '')}
      </p>
    </nav>
  );
}
