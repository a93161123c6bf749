import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/lib/network';
import * as styles from './OfflineBanner.css.ts';

/**
 * Says so while the device is offline: what is loaded stays readable, saving works again once back online.
 * The status region is always there, so that a screen reader announces the message when it appears.
 */
export function OfflineBanner({
  online,
}: {
  /** Stories and tests set it; otherwise the browser's own. */
  online?: boolean;
}) {
  const { t } = useTranslation('app_terms');
  const browserOnline = useOnline();
  const offline = !(online ?? browserOnline);
  return (
    <p role="status" className={styles.banner}>
      {offline ? t('offline.message') : null}
    </p>
  );
}
