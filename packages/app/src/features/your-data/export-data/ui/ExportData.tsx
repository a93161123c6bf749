import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $encryption } from '@/entities/keyring';
import { $exporting, $progress, exportRequested } from '../model/export.ts';
import * as styles from './ExportData.css.ts';

/**
 * Settings → Your data: everything the account holds, downloaded as one JSON file or as CSV files in a ZIP,
 * with the progress while it is read. For every plan: a copy of one's own data is not a paid feature.
 */
export function ExportData() {
  const { t } = useTranslation('app_content');
  const [exporting, progress, encryption, request] = useUnit([
    $exporting,
    $progress,
    $encryption,
    exportRequested,
  ]);
  return (
    <div className={styles.root}>
      <h3 className={styles.text}>{t('yourData.export.title')}</h3>
      <p className={styles.muted}>{t('yourData.export.intro')}</p>
      {encryption === 'locked' ? <p className={styles.text}>{t('yourData.export.locked')}</p> : null}
      <div className={styles.actions}>
        <Button type="button" loading={exporting} onClick={() => request('json')}>
          {t('yourData.export.json')}
        </Button>
        <Button type="button" variant="secondary" loading={exporting} onClick={() => request('zip')}>
          {t('yourData.export.zip')}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {progress
          ? t('yourData.export.progress', {
              collection: t(`yourData.export.collections.${progress.collection}`),
              count: progress.read,
            })
          : null}
      </p>
    </div>
  );
}
