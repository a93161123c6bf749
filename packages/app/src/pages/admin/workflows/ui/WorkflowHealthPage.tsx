import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $lastChecked,
  $workflowHealth,
  $workflowHealthStatus,
  workflowHealthClosed,
  workflowHealthOpened,
  workflowHealthRefreshRequested,
} from '../model/health.ts';
import { usePageMeta } from '@/shared/lib/page-meta';
import { HealthStatusBadge } from './HealthStatusBadge.tsx';
import * as styles from './WorkflowHealthPage.css.ts';
import { WorkflowHealthTable } from './WorkflowHealthTable.tsx';

/**
 * `/app/admin/workflows` (admins): the platform's workflows with their error share and status, and the
 * overall status (the worst), read again every 60 seconds while the page is open.
 */
export function WorkflowHealthPage() {
  const { t, i18n } = useTranslation('app_content');
  const [summary, status, lastChecked, opened, closed, refresh] = useUnit([
    $workflowHealth,
    $workflowHealthStatus,
    $lastChecked,
    workflowHealthOpened,
    workflowHealthClosed,
    workflowHealthRefreshRequested,
  ]);
  usePageMeta({ title: t('workflowHealth.documentTitle'), description: t('workflowHealth.intro') });
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });

  return (
    <section className={styles.page} aria-labelledby="workflow-health-title">
      <header className={styles.header}>
        <h1 id="workflow-health-title">{t('workflowHealth.title')}</h1>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={status === 'pending'}
          onClick={() => refresh()}
        >
          {t('workflowHealth.refresh')}
        </Button>
        <p className={styles.intro}>{t('workflowHealth.intro')}</p>
      </header>
      {status === 'fail' ? (
        <EmptyState
          headingLevel={2}
          title={t('workflowHealth.failed.title')}
          description={t('workflowHealth.failed.description')}
          action={
            <Button type="button" variant="secondary" onClick={() => refresh()}>
              {t('workflowHealth.failed.retry')}
            </Button>
          }
        />
      ) : summary === null ? (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('workflowHealth.loading')}</VisuallyHidden>
          <Skeleton height="12rem" />
        </div>
      ) : (
        <div className={styles.section}>
          <p className={styles.overall} role="status">
            {t('workflowHealth.overall')} <HealthStatusBadge status={summary.overall} />
          </p>
          {lastChecked === null ? null : (
            <p className={styles.checked}>
              {t('workflowHealth.lastChecked', { time: time.format(new Date(lastChecked)) })}
            </p>
          )}
          {summary.workflows.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={t('workflowHealth.empty.title')}
              description={t('workflowHealth.empty.description')}
            />
          ) : (
            <WorkflowHealthTable workflows={summary.workflows} />
          )}
        </div>
      )}
    </section>
  );
}
