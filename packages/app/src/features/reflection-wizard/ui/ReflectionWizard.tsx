import { Button, Skeleton, Stepper, useConfirm, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $encryption } from '@/entities/keyring';
import { blankDraft, isDraftDirty, isEditChanged, REVIEW_STEP, STEPS } from '../lib/draft.ts';
import {
  $draftId,
  $draftLocked,
  $editState,
  $savedDraft,
  $saveBlocked,
  $saveFailed,
  $queued,
  $savedId,
  $saving,
  $wizard,
  backRequested,
  draftDiscarded,
  editOpened,
  editReloadRequested,
  nextRequested,
  saveRequested,
  saveUnencryptedRequested,
  skipRequested,
  stepSelected,
  wizardClosed,
  wizardOpened,
  type EditState as EditStateName,
} from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';
import { StepContent } from './StepContent.tsx';

export interface ReflectionWizardProps {
  /** Offered when local encryption is on but locked here: the page's way to unlock (another feature's). */
  unlockAction?: ReactNode;
  /** Called with the new reflection's id once it is saved (the page moves on to it). */
  onSaved?: (id: string) => void;
  /** Offline, the reflection was kept on this device to be sent later (the page goes back to the list). */
  onQueued?: () => void;
  /** Edits this saved reflection instead of writing a new one. */
  editId?: string;
  /** Where to go when the reflection to edit is not there (the page's link back to the list). */
  backAction?: ReactNode;
}

/**
 * The reflection wizard: seven steps (event, timing, emotions, body, thoughts, loop, review), each but the
 * emotions skippable. Enter goes to the next step, focus moves to each step's heading, and everything is
 * kept in a local draft after every change until the platform has the reflection.
 */
export function ReflectionWizard({
  unlockAction,
  onSaved,
  onQueued,
  editId,
  backAction,
}: ReflectionWizardProps) {
  const { t } = useTranslation('reflection-wizard');
  const [
    wizard,
    draftId,
    draftLocked,
    saving,
    saveFailed,
    blocked,
    savedId,
    queued,
    encryption,
    editState,
    savedDraft,
  ] = useUnit([
    $wizard,
    $draftId,
    $draftLocked,
    $saving,
    $saveFailed,
    $saveBlocked,
    $savedId,
    $queued,
    $encryption,
    $editState,
    $savedDraft,
  ]);
  const [open, openEdit, reloadEdit, close, next, back, skip, select, save, discard, saveUnencrypted] =
    useUnit([
      wizardOpened,
      editOpened,
      editReloadRequested,
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
    if (editId === undefined) open();
    else openEdit(editId);
    return () => {
      close();
    };
  }, [open, openEdit, close, editId]);

  // A new step: its heading takes focus, so a screen reader reads where the user now is.
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    headingRef.current?.focus();
  }, [wizard.step]);

  useEffect(() => {
    if (savedId !== null) onSaved?.(savedId);
  }, [savedId, onSaved]);
  useEffect(() => {
    if (queued) onQueued?.();
  }, [queued, onQueued]);

  const { draft, step } = wizard;
  const name = STEPS[step] ?? 'event';
  const editing = editId !== undefined;
  // An edit can be taken back to the reflection as saved; a new reflection can start over.
  const dirty = editing
    ? savedDraft !== null && isEditChanged(draft, savedDraft)
    : isDraftDirty(draft, blankDraft(new Date()));

  async function startOver() {
    const confirmed = await confirm(
      editing
        ? {
            title: t('actions.discardTitle'),
            description: t('actions.discardDescription'),
            confirmText: t('actions.discardChanges'),
            cancelText: t('actions.keepEditing'),
            variant: 'destructive',
          }
        : {
            title: t('actions.startOverTitle'),
            description: t('actions.startOverDescription'),
            confirmText: t('actions.startOverConfirm'),
            cancelText: t('actions.keep'),
            variant: 'destructive',
          },
    );
    if (confirmed) discard();
  }

  const startOverButton = (
    <Button type="button" variant="ghost" className={styles.spacer} onClick={() => void startOver()}>
      {editing ? t('actions.discardChanges') : t('actions.startOver')}
    </Button>
  );

  // Until the user and the client are known a draft has nowhere to be kept, and the app re-creates the
  // page once the client is known: an answer typed now would be lost. The steps wait for it.
  if (draftId === null) return <WizardLoading label={t('page.loading')} />;

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

  if (editing && editState !== 'ready')
    return (
      <EditState state={editState} unlockAction={unlockAction} backAction={backAction} onRetry={reloadEdit} />
    );

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
      {wizard.restored && (
        <p className={styles.notice}>{editing ? t('notices.restoredEdit') : t('notices.restored')}</p>
      )}
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
              {saving ? t('actions.saving') : editing ? t('actions.saveChanges') : t('actions.save')}
            </Button>
          ) : (
            <Button type="submit">{t('actions.next')}</Button>
          )}
        </div>
      </form>
    </div>
  );
}

/** An edit before its steps can be shown: loading, not there, failed to load, or sealed and locked here. */
function EditState({
  state,
  unlockAction,
  backAction,
  onRetry,
}: {
  /** `new` is the moment before the edit's opening reached the model: still loading. */
  state: Exclude<EditStateName, 'ready'>;
  unlockAction: ReactNode;
  backAction: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useTranslation('reflection-wizard');
  if (state === 'loading' || state === 'new') return <WizardLoading label={t('edit.loading')} />;
  const message =
    state === 'notFound'
      ? t('edit.notFound')
      : state === 'failed'
        ? t('edit.failed')
        : state === 'locked'
          ? t('edit.locked')
          : t('edit.damaged');
  return (
    <div className={styles.root}>
      <div role="alert" className={styles.notice}>
        <p className={styles.muted}>{message}</p>
        <div className={styles.noticeActions}>
          {state === 'locked' && unlockAction}
          {state === 'failed' && (
            <Button type="button" size="sm" onClick={() => onRetry()}>
              {t('edit.retry')}
            </Button>
          )}
          {backAction}
        </div>
      </div>
    </div>
  );
}

/** The wizard's place while what it needs is on its way. */
function WizardLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className={styles.root}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height="3rem" />
      <Skeleton height="12rem" />
    </div>
  );
}
