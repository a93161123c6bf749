import { Button, Skeleton, useConfirm, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $chosenClient } from '../model/form.ts';
import { $generating } from '../model/generate.ts';
import {
  $countsFailed,
  $generatedCounts,
  $removal,
  $removalFailed,
  $removing,
  countsRetried,
  removeConfirmed,
} from '../model/remove.ts';
import { GeneratedCountsList } from './GeneratedCountsList.tsx';
import * as styles from './DummyDataPage.css.ts';

/**
 * The chosen client's generated records, counted by kind, and their removal after a confirmation; what the
 * person wrote themselves is never part of it.
 */
export function RemoveGenerated() {
  const { t } = useTranslation('app_content');
  const confirm = useConfirm();
  const [client, counts, countsFailed, removing, removal, removalFailed, generating] = useUnit([
    $chosenClient,
    $generatedCounts,
    $countsFailed,
    $removing,
    $removal,
    $removalFailed,
    $generating,
  ]);
  const [retryCounts, remove] = useUnit([countsRetried, removeConfirmed]);

  if (!client) return <p className={styles.muted}>{t('admin.dummyData.remove.noClient')}</p>;
  const name = client.name;
  const total = counts ? counts.checkIns + counts.reflections + counts.loops + counts.journal : 0;

  async function askAndRemove() {
    const confirmed = await confirm({
      title: t('admin.dummyData.remove.confirmTitle', { name }),
      description: t('admin.dummyData.remove.confirmDescription'),
      confirmText: t('admin.dummyData.remove.confirm'),
      cancelText: t('admin.dummyData.remove.cancel'),
      variant: 'destructive',
    });
    if (confirmed) remove();
  }

  return (
    <div className={styles.block}>
      {counts === null && countsFailed ? (
        <div className={styles.actions}>
          <p role="alert" className={styles.alert}>
            {t('admin.dummyData.remove.countsFailed')}
          </p>
          <Button type="button" variant="secondary" size="sm" onClick={() => retryCounts()}>
            {t('admin.dummyData.remove.retry')}
          </Button>
        </div>
      ) : counts === null ? (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('admin.dummyData.remove.loading')}</VisuallyHidden>
          <Skeleton height="4rem" />
        </div>
      ) : total === 0 ? (
        <p className={styles.text}>{t('admin.dummyData.remove.none', { name })}</p>
      ) : (
        <>
          <h3 className={styles.subheading}>{t('admin.dummyData.remove.counts', { name })}</h3>
          <GeneratedCountsList counts={counts} />
          <div className={styles.actions}>
            <Button
              type="button"
              variant="destructive"
              loading={removing}
              disabled={generating}
              onClick={() => void askAndRemove()}
            >
              {removing ? t('admin.dummyData.remove.removing') : t('admin.dummyData.remove.submit')}
            </Button>
          </div>
        </>
      )}
      <div role="status" className={styles.block}>
        {removal ? (
          <>
            <p className={styles.text}>{t('admin.dummyData.remove.removed', { name })}</p>
            <GeneratedCountsList counts={removal} label={t('admin.dummyData.remove.removed', { name })} />
            {removal.keptLoops > 0 ? (
              <p className={styles.text}>{t('admin.dummyData.remove.kept', { count: removal.keptLoops })}</p>
            ) : null}
          </>
        ) : null}
      </div>
      {removalFailed ? (
        <p role="alert" className={styles.alert}>
          {t('admin.dummyData.remove.failed')}
        </p>
      ) : null}
    </div>
  );
}
