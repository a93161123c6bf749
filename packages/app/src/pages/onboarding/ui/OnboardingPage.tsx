import { Button, PageSpinner, Stepper } from '@emotion-guru/ui';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import {
  $finished,
  $finishing,
  $saveFailed,
  $saving,
  $status,
  $stepIndex,
  $steps,
  backRequested,
  nextRequested,
  onboardingOpened,
  skipRequested,
  stepChosen,
} from '../model/onboarding.ts';
import * as styles from './OnboardingPage.css.ts';
import { ProgressUnavailable } from './ProgressUnavailable.tsx';
import { StepContent } from './StepContent.tsx';

/**
 * `/app/onboarding`: a short, skippable introduction for a new account: what the product does (three
 * screens), what they want from it, language and theme, the first check-in, the AI consents and, for
 * caretakers, the first client. Every move is saved on the account, so leaving and coming back continues;
 * finishing (or "Skip for now") lands on the dashboard.
 */
export function OnboardingPage() {
  usePageTranslations(['onboarding', 'chat']);
  const { t } = useTranslation('onboarding');
  const [status, steps, index, saving, saveFailed, finishing, finished, language] = useUnit([
    $status,
    $steps,
    $stepIndex,
    $saving,
    $saveFailed,
    $finishing,
    $finished,
    $language,
  ]);
  const [open, next, back, choose, skip] = useUnit([
    onboardingOpened,
    nextRequested,
    backRequested,
    stepChosen,
    skipRequested,
  ]);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef<number | null>(null);

  useEffect(() => open(), [open]);

  useEffect(() => {
    if (finished) void navigate({ href: localizePath('/app/dashboard', language), replace: true });
  }, [finished, language, navigate]);

  useEffect(() => {
    if (status !== 'ready') return;
    // A new step is announced by moving focus to its heading (not on the first one shown).
    if (shownIndex.current !== null && shownIndex.current !== index) heading.current?.focus();
    shownIndex.current = index;
  }, [status, index]);

  if (status === 'loading') return <PageSpinner label={t('loading')} />;
  const step = steps[index] ?? steps[0] ?? 'notice';
  const last = index === steps.length - 1;
  return (
    <section className={styles.page} aria-labelledby="onboarding-title">
      <h1 id="onboarding-title" className={styles.title}>
        {t('title')}
      </h1>
      {status === 'failed' ? <ProgressUnavailable /> : null}
      {status === 'ready' ? (
        <>
          <Stepper
            steps={steps.map((id) => t(`steps.${id}.label`))}
            current={index}
            label={t('stepper.label')}
            onStepSelect={choose}
            formatSummary={(current, total, label) => t('stepper.summary', { current, total, label })}
            statusLabels={{
              complete: t('stepper.status.complete'),
              current: t('stepper.status.current'),
              upcoming: t('stepper.status.upcoming'),
            }}
          />
          <section className={styles.step} aria-labelledby="onboarding-step">
            <h2 id="onboarding-step" ref={heading} tabIndex={-1} className={styles.stepTitle}>
              {t(`steps.${step}.title`)}
            </h2>
            <StepContent step={step} />
          </section>
          {saveFailed && (
            <p className={styles.muted} role="status">
              {t('saveFailed')}
            </p>
          )}
          <div className={styles.actions}>
            {index > 0 && (
              <Button type="button" variant="secondary" onClick={() => back()}>
                {t('back')}
              </Button>
            )}
            <Button type="button" loading={last && finishing} onClick={() => next()}>
              {last ? t('finish') : t('next')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              className={styles.skip}
              disabled={finishing}
              onClick={() => skip()}
            >
              {t('skip')}
            </Button>
          </div>
          <p className={styles.muted}>{saving ? t('saving') : t('saved')}</p>
        </>
      ) : null}
    </section>
  );
}
