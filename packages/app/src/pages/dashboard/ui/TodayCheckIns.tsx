import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { $todayCheckIns, $todayStatus, CheckInItem, todayCheckInsRequested } from '@/entities/emotion';
import * as styles from './DashboardPage.css.ts';

/** The active client's check-ins of today, newest first (loads again after each new check-in). */
export function TodayCheckIns() {
  const { t } = useTranslation('app_content');
  const [checkIns, status, client, request] = useUnit([
    $todayCheckIns,
    $todayStatus,
    $activeClient,
    todayCheckInsRequested,
  ]);
  const clientId = client?.id;
  useEffect(() => {
    if (clientId) request();
  }, [clientId, request]);

  return (
    <section className={styles.recent} aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">{t('checkIn.today.title')}</h2>
      {status === 'fail' ? (
        <EmptyState
          headingLevel={3}
          title={t('checkIn.today.failed')}
          action={
            <Button type="button" variant="secondary" onClick={() => request()}>
              {t('checkIn.retry')}
            </Button>
          }
        />
      ) : status === 'initial' || (status === 'pending' && checkIns.length === 0) ? (
        <div role="status" aria-busy="true" className={styles.recentList}>
          <VisuallyHidden>{t('checkIn.today.loading')}</VisuallyHidden>
          <Skeleton height="3rem" />
        </div>
      ) : checkIns.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('checkIn.today.emptyTitle')}
          description={t('checkIn.today.emptyDescription')}
        />
      ) : (
        <ul className={styles.recentList} aria-labelledby="dashboard-today" aria-busy={status === 'pending'}>
          {checkIns.map((checkIn) => (
            <li key={checkIn.id}>
              <CheckInItem checkIn={checkIn} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
