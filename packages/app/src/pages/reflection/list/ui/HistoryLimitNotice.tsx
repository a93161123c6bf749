import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $reflectionList, FREE_HISTORY_DAYS } from '@/entities/reflection';
import * as styles from './ReflectionListPage.css.ts';

/** A free account's history window: how many reflections it hides, and where to upgrade. */
export function HistoryLimitNotice({ upgradePath }: { upgradePath: string }) {
  const { t } = useTranslation('reflection');
  const { hiddenByTier } = useUnit($reflectionList);
  return (
    <p className={styles.notice}>
      <span>
        {hiddenByTier > 0
          ? t('list.history.hidden', { count: hiddenByTier, days: FREE_HISTORY_DAYS })
          : t('list.history.limit', { days: FREE_HISTORY_DAYS })}
      </span>
      <Link to={upgradePath} className={styles.link}>
        {t('list.history.upgrade')}
      </Link>
    </p>
  );
}
