import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/lib/network';
import { subscribeToQueue } from '@/shared/lib/network';
import {
  $needsDecision,
  $waiting,
  $sending,
  $waitingCount,
  connectionRestored,
  queueWatched,
  sendRequested,
  writeQueued,
} from '../model/offline-writes.ts';
import { QueuedWriteDecision } from './QueuedWriteDecision.tsx';
import { QueuedWriteName } from './QueuedWriteName.tsx';
import * as styles from './QueuedWrites.css.ts';

/**
 * What was written offline and waits on this device: how many changes wait to be sent (a live status, with
 * "Send now" while online), and the ones that were not sent, each with its choices. Mounted with the app's
 * frame, it starts sending when it appears and whenever the browser is online again.
 */
export function QueuedWrites({
  online,
}: {
  /** Stories and tests set it; otherwise the browser's own. */
  online?: boolean;
}) {
  const { t } = useTranslation('app_terms');
  const browserOnline = useOnline();
  const isOnline = online ?? browserOnline;
  const [waitingWrites, waiting, decisions, sending, watch, restored, queued, send] = useUnit([
    $waiting,
    $waitingCount,
    $needsDecision,
    $sending,
    queueWatched,
    connectionRestored,
    writeQueued,
    sendRequested,
  ]);

  useEffect(() => {
    watch();
    const unsubscribe = subscribeToQueue(() => queued());
    window.addEventListener('online', restored);
    return () => {
      unsubscribe();
      window.removeEventListener('online', restored);
    };
  }, [watch, restored, queued]);

  const status =
    waiting === 0
      ? null
      : !isOnline
        ? t('offlineQueue.waitingOffline', { count: waiting })
        : sending
          ? t('offlineQueue.sending', { count: waiting })
          : t('offlineQueue.waiting', { count: waiting });

  return (
    <div className={status || decisions.length > 0 ? `${styles.root} ${styles.shown}` : styles.root}>
      {/* Always in the page, so that a screen reader hears the count when it appears. */}
      <div className={status ? styles.waiting : undefined}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {status && isOnline && !sending ? (
          <Button size="sm" variant="secondary" onClick={() => send()}>
            {t('offlineQueue.sendNow')}
          </Button>
        ) : null}
      </div>
      {status ? (
        <details className={styles.details}>
          <summary>{t('offlineQueue.showWaiting')}</summary>
          <ul className={styles.list}>
            {waitingWrites.map((write) => (
              <li key={write.id}>
                <QueuedWriteName write={write} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {decisions.length > 0 ? (
        <section className={styles.decisions} aria-labelledby="queued-writes-decisions">
          <h2 id="queued-writes-decisions" className={styles.title}>
            {t('offlineQueue.decisionsTitle')}
          </h2>
          <ul className={styles.list}>
            {decisions.map((write) => (
              <QueuedWriteDecision key={write.id} write={write} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
