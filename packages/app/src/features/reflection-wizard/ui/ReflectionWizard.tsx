import { Button, Stepper, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $encryption } from '@/entities/keyring';
import { blankDraft, isDraftDirty, REVIEW_STEP, STEPS } from '../lib/draft.ts';
import {
  $draftLocked,
  $saveBlocked,
  $saveFailed,
  $savedId,
  $saving,
  $wizard,
  backRequested,
  draftDiscarded,
  nextRequested,
  saveRequested,
  saveUnencryptedRequested,
  skipRequested,
  stepSelected,
  wizardClosed,
  wizardOpened,
} from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';
import { StepContent } from './StepContent.tsx';

export interface ReflectionWizardProps {
  /** Offered when local encryption is on but locked here: the page's way to unlock (another feature's). */
  unlockAction?: ReactNode;
  /** Called with the new reflection's id once it is saved (the page moves on to it). */
  onSaved?: (id: string) => void;
}

/**
 * The reflection wizard: seven steps (event, timing, emotions, body, thoughts, loop, review), each but the
 * emotions skippable. Enter goes to the next step, focus moves to each step's heading, and everything is
 * kept in a local draft after every change until the platform has the reflection.
 */
export function ReflectionWizard({ unlockAction, onSaved }: ReflectionWizardProps) {
  const { t } = useTranslation('reflection-wizard');
  const [wizard, draftLocked, saving, saveFailed, blocked, savedId, encryption] = useUnit([
    $wizard,
    $draftLocked,
    $saving,
    $saveFailed,
    $saveBlocked,
    $savedId,
    $encryption,
  ]);
  const [open, close, next, back, skip, select, save, discard, saveUnencrypted] = useUnit([
    wizardOpened,
    wizardClosed,
    nextRequested,
    backRequested,
    skipRequested,
    stepSelected,
    saveRequested,
    draftDiscarded,
    saveUnencryptedRequested,
  ]);
  const confirm = useConfirm();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);

  useEffect(() => {
    open();
    return () => {
      close();
    };
  }, [open, close]);

  // A new step: its heading takes focus, so a screen reader reads where the user now is.
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    headingRef.current?.focus();
  }, [wizard.step]);

  useEffect(() => {
    if (savedId !== null) onSaved?.(savedId);
  }, [savedId, onSaved]);

  const { draft, step } = wizard;
  const name = STEPS[step] ?? 'event';
  const dirty = isDraftDirty(draft, blankDraft(new Date()));

  async function startOver() {
    const confirmed = await confirm({
      title: t('actions.startOverTitle'),
      description: t('actions.startOverDescription'),
      confirmText: t('actions.startOverConfirm'),
      cancelText: t('actions.keep'),
      variant: 'destructive',
    });
    if (confirmed) discard();
  }

  const startOverButton = (
    <Button type="button" variant="ghost" className={styles.spacer} onClick={() => void startOver()}>
      {t('actions.startOver')}
    </Button>
  );

  if (draftLocked) {
    return (
      <div className={styles.root}>
        <div role="alert" className={styles.notice}>
          <p className={styles.muted}>{t('notices.draftLocked')}</p>
          <div className={styles.noticeActions}>
            {unlockAction}
            {startOverButton}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <Stepper
        steps={STEPS.map((s) => t(`steps.${s}.label`))}
        current={step}
        label={t('stepper.label')}
        onStepSelect={select}
        formatSummary={(current, total, label) => t('stepper.summary', { current, total, label })}
        statusLabels={{
          complete: t('stepper.status.complete'),
          current: t('stepper.status.current'),
          upcoming: t('stepper.status.upcoming'),
        }}
      />
      {wizard.restored && <p className={styles.notice}>{t('notices.restored')}</p>}
      {encryption === 'unlocked' && <p className={styles.muted}>{t('notices.encrypted')}</p>}
      <form
        className={styles.step}
        aria-labelledby={headingId}
        aria-busy={saving}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === REVIEW_STEP) save();
          else next();
        }}
      >
        <header className={styles.stepHeader}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {t(`steps.${name}.title`)}
          </h2>
          <p className={styles.intro}>{t(`steps.${name}.intro`)}</p>
        </header>
        <StepContent step={name} />
        {step === REVIEW_STEP && saveFailed && (
          <p role="alert" className={styles.error}>
            {t('notices.saveFailed')}
          </p>
        )}
        {step === REVIEW_STEP && blocked === 'checking' && (
          <p role="alert" className={styles.notice}>
            {t('notices.encryptionChecking')}
          </p>
        )}
        {step === REVIEW_STEP && blocked === 'locked' && (
          <div role="alert" className={styles.notice}>
            <p className={styles.muted}>{t('notices.encryptionLocked')}</p>
            <div className={styles.noticeActions}>
              {unlockAction}
              <Button type="button" size="sm" variant="secondary" onClick={() => saveUnencrypted()}>
                {t('actions.saveUnencrypted')}
              </Button>
            </div>
          </div>
        )}
        <div className={styles.actions}>
          {dirty ? startOverButton : <span className={styles.spacer} />}
          {step > 0 && (
            <Button type="button" variant="secondary" onClick={() => back()} disabled={saving}>
              {t('actions.back')}
            </Button>
          )}
          {name !== 'emotions' && name !== 'review' && (
            <Button type="button" variant="ghost" onClick={() => skip()}>
              {t('actions.skip')}
            </Button>
          )}
          {step === REVIEW_STEP ? (
            <Button type="submit" loading={saving}>
              {saving ? t('actions.saving') : t('actions.save')}
            </Button>
          ) : (
            <Button type="submit">{t('actions.next')}</Button>
          )}
        </div>
      </form>
    </div>
  );
}
