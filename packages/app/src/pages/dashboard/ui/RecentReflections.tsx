import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { useEmotionNames } from '@/entities/emotion';
import { ReflectionCard } from '@/entities/reflection';
import { $language, localizePath } from '@/shared/i18n';
import {
  $recentReflections,
  $recentReflectionsStatus,
  recentReflectionsRequested,
} from '../model/recent-reflections.ts';
import * as styles from './DashboardPage.css.ts';

/** The active client's newest reflections with the way to write one (reloads on a client switch). */
export function RecentReflections() {
  const { t } = useTranslation('app_content');
  const [reflections, status, client, language, request] = useUnit([
    $recentReflections,
    $recentReflectionsStatus,
    $activeClient,
    $language,
    recentReflectionsRequested,
  ]);
  const emotionNames = useEmotionNames();
  const clientId = client?.id;
  useEffect(() => {
    if (clientId) request();
  }, [clientId, request]);
  const listPath = localizePath('/app/reflection', language);
  const newPath = localizePath('/app/reflection/new', language);

  return (
    <section className={styles.recent} aria-labelledby="dashboard-reflections">
      <div className={styles.recentHeader}>
        <h2 id="dashboard-reflections">{t('dashboard.reflections.title')}</h2>
        <Link to={listPath} className={styles.link}>
          {t('dashboard.reflections.openList')}
        </Link>
      </div>
      <div className={styles.prompt}>
        <p>{t('dashboard.reflections.prompt')}</p>
        <Link to={newPath} className={styles.primaryLink}>
          {t('dashboard.reflections.reflect')}
        </Link>
      </div>
      {status === 'fail' ? (
        <EmptyState
          headingLevel={3}
          title={t('dashboard.reflections.failed')}
          action={
            <Button type="button" variant="secondary" onClick={() => request()}>
              {t('dashboard.reflections.retry')}
            </Button>
          }
        />
      ) : status === 'initial' || (status === 'pending' && reflections.length === 0) ? (
        <div role="status" aria-busy="true" className={styles.recentList}>
          <VisuallyHidden>{t('dashboard.reflections.loading')}</VisuallyHidden>
          <Skeleton height="5rem" />
        </div>
      ) : reflections.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('dashboard.reflections.emptyTitle')}
          description={t('dashboard.reflections.emptyDescription')}
        />
      ) : (
        <ul className={styles.recentList} aria-labelledby="dashboard-reflections">
          {reflections.map((reflection) => (
            <li key={reflection.id}>
              <ReflectionCard
                reflection={reflection}
                emotionNames={emotionNames}
                href={localizePath(`/app/reflection/${reflection.id}`, language)}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
