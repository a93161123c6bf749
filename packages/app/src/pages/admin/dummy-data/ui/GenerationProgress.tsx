import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $cancelling, $generating, $progress, generationCancelled } from '../model/generate.ts';
import * as styles from './DummyDataPage.css.ts';

/**
 * The run's progress in days written (the bar, and the same in words for screen readers as it moves),
 * with Cancel while it runs. Stays at its end after a run, so the admin sees it finished.
 */
export function GenerationProgress() {
  const { t, i18n } = useTranslation('app_content');
  const [progress, generating, cancelling, cancel] = useUnit([
    $progress,
    $generating,
    $cancelling,
    generationCancelled,
  ]);
  const labelId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const shown = generating || progress !== null;
  const words = cancelling
    ? t('admin.dummyData.progress.cancelling')
    : progress
      ? t('admin.dummyData.progress.status', {
          done: number.format(progress.done),
          total: number.format(progress.total),
        })
      : generating
        ? t('admin.dummyData.progress.preparing')
        : '';
  return (
    <div className={styles.block}>
      {shown ? (
        <>
          <span id={labelId} className={styles.muted}>
            {t('admin.dummyData.progress.label')}
          </span>
          {/* Without a value the bar is indeterminate: the data is still being prepared. */}
          <progress
            className={styles.progressBar}
            aria-labelledby={labelId}
            max={progress?.total ?? 1}
            {...(progress ? { value: progress.done } : {})}
          />
        </>
      ) : null}
      {/* Always present, so each change of the words is announced. */}
      <p role="status" className={styles.text}>
        {words}
      </p>
      {generating ? (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" disabled={cancelling} onClick={() => cancel()}>
            {t('admin.dummyData.progress.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
