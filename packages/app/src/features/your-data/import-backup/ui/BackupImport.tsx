import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { FileField } from '@/shared/files';
import {
  $backup,
  $backupBlocked,
  $backupImportFailed,
  $backupName,
  $backupProblem,
  $backupResult,
  $importingBackup,
  $plan,
  $planFailed,
  $planning,
  $readingBackup,
  $recordsBeyondPlan,
  $sourceClientId,
  backupChosen,
  backupImportConfirmed,
  backupStartedOver,
  planRetried,
  sourceClientChosen,
} from '../model/import.ts';
import * as styles from './BackupImport.css.ts';
import { BackupPreview } from './BackupPreview.tsx';
import { useBackupProblemText } from './use-backup-problem-text.ts';

/**
 * Settings → Your data: a JSON file downloaded from this app, read back into the active client. The file
 * is checked on the device, compared with what is here (previewed with what it skips and why), and written
 * only when the user says so, all or nothing.
 */
export function BackupImport() {
  const { t } = useTranslation('app_content');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [name, reading, problem, backup, planning, planFailed, plan, importing, blocked, failed, result] =
    useUnit([
      $backupName,
      $readingBackup,
      $backupProblem,
      $backup,
      $planning,
      $planFailed,
      $plan,
      $importingBackup,
      $backupBlocked,
      $backupImportFailed,
      $backupResult,
    ]);
  const [beyondPlan, sourceClientId, target, chooseSource] = useUnit([
    $recordsBeyondPlan,
    $sourceClientId,
    $activeClient,
    sourceClientChosen,
  ]);
  const [choose, confirm, startOver, retry] = useUnit([
    backupChosen,
    backupImportConfirmed,
    backupStartedOver,
    planRetried,
  ]);
  const problemText = useBackupProblemText();

  useEffect(() => {
    if (result) doneRef.current?.focus();
  }, [result]);

  if (result) {
    return (
      <div className={styles.root}>
        <h3 className={styles.text}>{t('yourData.backup.title')}</h3>
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.text}>
          {t('yourData.backup.done', result)}
        </p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={startOver}>
            {t('yourData.backup.again')}
          </Button>
        </div>
      </div>
    );
  }

  const status =
    reading && name
      ? t('yourData.backup.reading', { name })
      : planning
        ? t('yourData.backup.planning')
        : null;
  return (
    <div className={styles.root}>
      <h3 className={styles.text}>{t('yourData.backup.title')}</h3>
      <p className={styles.muted}>{t('yourData.backup.intro')}</p>
      {backup && plan ? (
        <BackupPreview
          backup={backup}
          plan={plan}
          beyondPlan={beyondPlan}
          sourceClientId={sourceClientId}
          targetName={target?.name ?? ''}
          onSourceChange={chooseSource}
          importing={importing}
          blocked={blocked}
          failed={failed}
          onImport={confirm}
          onCancel={startOver}
        />
      ) : (
        <FileField
          label={t('yourData.backup.choose')}
          accept=".json,application/json"
          disabled={reading || planning}
          problem={problem ? problemText(problem) : null}
          onFile={choose}
        />
      )}
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {backup && planFailed ? (
        <div className={styles.actions}>
          <p role="alert" className={styles.problem}>
            {t('yourData.backup.planFailed')}
          </p>
          <Button type="button" variant="secondary" onClick={retry}>
            {t('yourData.backup.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
