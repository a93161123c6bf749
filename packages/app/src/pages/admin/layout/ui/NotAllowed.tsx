import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import * as styles from './NotAllowed.css.ts';

/** What someone without the admin role sees on an admin page: why, and the way back (not a 404). */
export function NotAllowed() {
  const { t } = useTranslation('app_content');
  const language = useUnit($language);
  usePageMeta({ title: t('admin.notAllowed.documentTitle'), description: t('admin.notAllowed.description') });
  return (
    <section className={styles.page} aria-labelledby="admin-not-allowed">
      <h1 id="admin-not-allowed">{t('admin.notAllowed.title')}</h1>
      <p className={styles.text}>{t('admin.notAllowed.description')}</p>
      <p className={styles.text}>
        <Link to={localizePath('/app/dashboard', language)}>{t('admin.notAllowed.back')}</Link>
      </p>
    </section>
  );
}
