import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import {
  $recentEntries,
  $recentStatus,
  FREE_HISTORY_DAYS,
  JournalEntryCard,
  recentEntriesRequested,
} from '@/entities/journal';
import { $access } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './DashboardPage.css.ts';

/** The active client's newest entries (the main area is re-created on a client switch, so this reloads). */
export function RecentEntries() {
  const { t } = useTranslation('app_content');
  const [access, entries, status, client, language, request] = useUnit([
    $access,
    $recentEntries,
    $recentStatus,
    $activeClient,
    $language,
    recentEntriesRequested,
  ]);
  const clientId = client?.id;
  // The request asks for the keyring too (encrypted entries need it): once the client is known.
  useEffect(() => {
    if (clientId) request();
  }, [clientId, request]);
  const journalPath = localizePath('/app/journal', language);

  return (
    <section className={styles.recent} aria-labelledby="dashboard-recent">
      <div className={styles.recentHeader}>
        <h2 id="dashboard-recent">{t('dashboard.recent.title')}</h2>
        <Link to={journalPath} className={styles.link}>
          {t('dashboard.recent.openJournal')}
        </Link>
      </div>
      {status === 'fail' ? (
        <EmptyState
          headingLevel={3}
          title={t('dashboard.recent.failed')}
          action={
            <Button type="button" variant="secondary" onClick={() => request()}>
              {t('dashboard.recent.retry')}
            </Button>
          }
        />
      ) : status !== 'done' ? (
        <div role="status" aria-busy="true" className={styles.recentList}>
          <VisuallyHidden>{t('dashboard.recent.loading')}</VisuallyHidden>
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </div>
      ) : entries.length === 0 ? (
        // A free account sees only recent days: older entries may exist, so it says what it knows.
        <EmptyState
          headingLevel={3}
          title={
            access.unlimitedHistory
              ? t('dashboard.recent.emptyTitle')
              : t('dashboard.recent.emptyLimitedTitle', { days: FREE_HISTORY_DAYS })
          }
          description={
            access.unlimitedHistory
              ? t('dashboard.recent.emptyDescription')
              : t('dashboard.recent.emptyLimitedDescription', { days: FREE_HISTORY_DAYS })
          }
          action={
            <Link to={journalPath} search={{ compose: 'new' }} className={styles.primaryLink}>
              {t('dashboard.recent.newEntry')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.recentList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <JournalEntryCard entry={entry} headingLevel={3} excerpt />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
