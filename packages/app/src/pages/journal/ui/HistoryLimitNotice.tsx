import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $journal, FREE_HISTORY_DAYS } from '@/entities/journal';
import * as styles from './JournalPage.css.ts';

/** A free account's history window: how many entries it hides, and where to upgrade. */
export function HistoryLimitNotice({ upgradePath }: { upgradePath: string }) {
  const { t } = useTranslation('app_content');
  const { hiddenByTier } = useUnit($journal);
  return (
    <p className={styles.notice}>
      <span>
        {hiddenByTier > 0
          ? t('journal.history.hidden', { count: hiddenByTier, days: FREE_HISTORY_DAYS })
          : t('journal.history.limit', { days: FREE_HISTORY_DAYS })}
      </span>
      <Link to={upgradePath} className={styles.link}>
        {t('journal.history.upgrade')}
      </Link>
    </p>
  );
}
