import { EmptyState, linkClass } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './ClientsPage.css.ts';

/** What an account without client management sees: where the feature comes from. */
export function TeamPlanOnly() {
  const { t } = useTranslation('app_content');
  const language = useUnit($language);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('clients.title')}</h1>
      <EmptyState
        title={t('clients.teamOnly.title')}
        description={t('clients.teamOnly.description')}
        action={
          <Link to={localizePath('/app/subscriptions', language)} className={linkClass()}>
            {t('clients.teamOnly.link')}
          </Link>
        }
      />
    </div>
  );
}
