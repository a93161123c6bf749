import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/shared/lib/page-meta';
import { $tenantClients, $tenantClientsStatus, clientsRetried, dummyDataOpened } from '../model/form.ts';
import { GenerateForm } from './GenerateForm.tsx';
import { GenerationProgress } from './GenerationProgress.tsx';
import { GenerationResult } from './GenerationResult.tsx';
import { RemoveGenerated } from './RemoveGenerated.tsx';
import * as styles from './DummyDataPage.css.ts';

/**
 * `/app/admin/dummy-data` (admins): realistic demo data for a client of the tenant (check-ins, reflections
 * in loops, journal entries; N days ending today, in English or Turkish), written with its progress, and
 * removed again: everything generated is marked, and only that is removed.
 */
export function DummyDataPage() {
  const { t } = useTranslation('app_content');
  const [clients, status, opened, retry] = useUnit([
    $tenantClients,
    $tenantClientsStatus,
    dummyDataOpened,
    clientsRetried,
  ]);
  usePageMeta({ title: t('admin.dummyData.documentTitle'), description: t('admin.dummyData.intro') });
  useEffect(() => opened(), [opened]);

  return (
    <section className={styles.page} aria-labelledby="dummy-data-title">
      <header className={styles.header}>
        <h1 id="dummy-data-title">{t('admin.dummyData.title')}</h1>
        <p className={styles.intro}>{t('admin.dummyData.intro')}</p>
      </header>
      {clients.length === 0 && status === 'fail' ? (
        <EmptyState
          headingLevel={2}
          title={t('admin.dummyData.loadFailed.title')}
          description={t('admin.dummyData.loadFailed.description')}
          action={
            <Button type="button" variant="secondary" onClick={() => retry()}>
              {t('admin.dummyData.loadFailed.retry')}
            </Button>
          }
        />
      ) : clients.length === 0 && status !== 'done' ? (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('admin.dummyData.loading')}</VisuallyHidden>
          <Skeleton height="16rem" />
        </div>
      ) : clients.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('admin.dummyData.empty.title')}
          description={t('admin.dummyData.empty.description')}
        />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="dummy-data-generate">
            <h2 id="dummy-data-generate">{t('admin.dummyData.form.title')}</h2>
            <GenerateForm />
            <GenerationProgress />
            <GenerationResult />
          </section>
          <section className={styles.section} aria-labelledby="dummy-data-remove">
            <h2 id="dummy-data-remove">{t('admin.dummyData.remove.title')}</h2>
            <p className={styles.muted}>{t('admin.dummyData.remove.intro')}</p>
            <RemoveGenerated />
          </section>
        </>
      )}
    </section>
  );
}
