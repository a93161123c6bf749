import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './NotFoundPage.css.ts';

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation('app_terms');
  useEffect(() => {
    // The spec asks for unknown paths to be logged, so broken links show up in the console and in error reports.
    console.warn(`404: no route for ${path}`);
  }, [path]);
  return (
    <main className={styles.page}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <Link to="/" className={styles.home}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
