import { Link, Outlet } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
// Its model records a referred visitor's sign-up when /auth/continue finishes the new account.
import { usePendingReferral } from '@/entities/referral';
import { $language, localizePath } from '@/shared/i18n';
import { BrandMark } from '@/shared/ui';
import * as styles from './AuthLayout.css.ts';
import { MAIN_CONTENT_ID } from './main-content.ts';
import { SkipLink } from './SkipLink.tsx';

/** The sign-in pages' frame: the logo and a way back to the home page above the page's card. */
export function AuthLayout() {
  const { t } = useTranslation('app_terms');
  const language = useUnit($language);
  // A referral code kept by a page the visitor left before the app started (index.html).
  usePendingReferral();
  const home = localizePath('/', language);
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.header}>
        <Link to={home} className={styles.brand}>
          <BrandMark size={28} />
          Emotion Guru
        </Link>
        <Link to={home} className={styles.home}>
          {t('authLayout.backHome')}
        </Link>
      </header>
      <div id={MAIN_CONTENT_ID} className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
