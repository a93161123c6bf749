import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { WorkerState } from '@/shared/lib/service-worker';
import { updateCheckMutation } from '../model/diagnostics.ts';
import * as styles from './DiagnosticsPage.css.ts';

/** The service worker's state (spec: registered, active, controlling, version) and "Check for updates". */
export function WorkerSection({ worker }: { worker: WorkerState }) {
  const { t } = useTranslation('app_content');
  const [checking, check] = useUnit([updateCheckMutation.$pending, updateCheckMutation.start]);
  const yesNo = (value: boolean) => (value ? t('diagnostics.yes') : t('diagnostics.no'));
  return (
    <section className={styles.section} aria-labelledby="diagnostics-worker">
      <h2 id="diagnostics-worker">{t('diagnostics.worker.title')}</h2>
      {worker.supported ? (
        <dl className={styles.facts}>
          <dt>{t('diagnostics.worker.registered')}</dt>
          <dd>{yesNo(worker.registered)}</dd>
          <dt>{t('diagnostics.worker.active')}</dt>
          <dd>{yesNo(worker.active)}</dd>
          <dt>{t('diagnostics.worker.controlling')}</dt>
          <dd>{yesNo(worker.controlling)}</dd>
          <dt>{t('diagnostics.worker.waiting')}</dt>
          <dd>{yesNo(worker.waiting)}</dd>
          <dt>{t('diagnostics.worker.version')}</dt>
          <dd>{worker.version ?? t('diagnostics.worker.noVersion')}</dd>
        </dl>
      ) : (
        <p>{t('diagnostics.worker.unsupported')}</p>
      )}
      {worker.registered ? (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" loading={checking} onClick={() => check()}>
            {t('diagnostics.worker.check')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
