import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import * as styles from './Referrals.css.ts';

/** What someone outside the referrer group sees at /app/referrals: why, and the way back (not a 404). */
export function ReferralsNotAvailable() {
  const { t } = useTranslation('billing');
  const language = useUnit($language);
  usePageMeta({
    title: t('referrals.notAvailable.documentTitle'),
    description: t('referrals.notAvailable.description'),
  });
  return (
    <section className={styles.notAvailable} aria-labelledby="referrals-not-available">
      <h1 id="referrals-not-available">{t('referrals.notAvailable.title')}</h1>
      <p className={styles.muted}>{t('referrals.notAvailable.description')}</p>
      <p className={styles.muted}>
        <Link to={localizePath('/app/dashboard', language)}>{t('referrals.notAvailable.back')}</Link>
      </p>
    </section>
  );
}
