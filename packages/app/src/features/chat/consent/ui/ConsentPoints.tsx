import { useTranslation } from 'react-i18next';
import * as styles from './consent.css.ts';

/**
 * What the AI consent agrees to, point by point. In the chat the emergency point names its "Get help now";
 * elsewhere (`away`) it says where that is.
 */
export function ConsentPoints({ away = false }: { away?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <ul className={styles.points}>
      <li>{t('consent.points.what')}</li>
      <li>{away ? t('consent.points.emergencyAway') : t('consent.points.emergency')}</li>
      <li>{t('consent.points.processing')}</li>
      <li>{t('consent.points.keeping')}</li>
    </ul>
  );
}
