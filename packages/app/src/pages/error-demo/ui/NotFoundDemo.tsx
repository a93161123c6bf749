import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isAuthenticated } from '@/entities/session';
import { NotFoundMessage, PageSection } from '@/shared/ui';
import * as styles from './ErrorDemoPage.css.ts';

/** The 404 message as a visitor (or a signed-in user) sees it. */
export function NotFoundDemo() {
  const { t } = useTranslation('site', { keyPrefix: 'errorDemo.notFound' });
  const authenticated = useUnit($isAuthenticated);
  return (
    <PageSection titleId="not-found-demo-title" title={t('title')} className={styles.demo}>
      <p>{t('body')}</p>
      <div className={styles.frame}>
        <NotFoundMessage signedIn={authenticated} />
      </div>
    </PageSection>
  );
}
