import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { QueuedWrite } from '@/shared/lib/network';
import { discardRequested, keepMineRequested, retryRequested } from '../model/offline-writes.ts';
import { QueuedWriteName } from './QueuedWriteName.tsx';
import * as styles from './QueuedWrites.css.ts';

/**
 * One write made offline that was not sent: what it is, why (changed or deleted meanwhile, refused), and
 * the person's choices. Keeping theirs over a newer change, and discarding, are confirmed first.
 */
export function QueuedWriteDecision({ write }: { write: QueuedWrite }) {
  const { t } = useTranslation('app_terms');
  const confirm = useConfirm();
  const [keepMine, retry, discard] = useUnit([keepMineRequested, retryRequested, discardRequested]);
  const problem =
    write.state === 'conflict'
      ? t(write.problem === 'deleted' ? 'offlineQueue.problems.deleted' : 'offlineQueue.problems.changed')
      : t('offlineQueue.problems.refused');
  const titleId = `queued-write-${write.id}`;

  async function keepMineConfirmed() {
    // Replacing someone's newer change is asked; a record deleted meanwhile comes back as a new one, unasked.
    if (write.problem === 'changed') {
      const confirmed = await confirm({
        title: t('offlineQueue.keepMineTitle'),
        description: t('offlineQueue.keepMineDescription'),
        confirmText: t('offlineQueue.keepMineConfirm'),
        cancelText: t('offlineQueue.cancel'),
      });
      if (!confirmed) return;
    }
    keepMine(write.id);
  }

  async function discardConfirmed() {
    const confirmed = await confirm({
      title: t('offlineQueue.discardTitle'),
      description: t('offlineQueue.discardDescription'),
      confirmText: t('offlineQueue.discard'),
      cancelText: t('offlineQueue.cancel'),
      variant: 'destructive',
    });
    if (confirmed) discard(write.id);
  }

  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <p id={titleId} className={styles.name}>
        <QueuedWriteName write={write} />
      </p>
      <p className={styles.problem}>{problem}</p>
      <div className={styles.actions}>
        {write.state === 'conflict' ? (
          <Button size="sm" variant="secondary" onClick={() => void keepMineConfirmed()}>
            {t('offlineQueue.keepMine')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => retry(write.id)}>
            {t('offlineQueue.tryAgain')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => void discardConfirmed()}>
          {t('offlineQueue.discard')}
        </Button>
      </div>
    </li>
  );
}
