import { Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ClientsPage.css.ts';

const SKELETON_ROWS = 3;

/** Skeleton cards while the first list of clients loads. */
export function LoadingList() {
  const { t } = useTranslation('app_content');
  return (
    <div role="status" aria-busy="true" className={styles.list}>
      <VisuallyHidden>{t('clients.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton width="40px" height="40px" radius="full" />
          <span className={styles.skeletonText}>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </span>
        </div>
      ))}
    </div>
  );
}
