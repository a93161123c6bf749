import { PublicHeader } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '@/entities/session';
import { LanguageMenu } from '@/features/switch-language';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './SiteHeader.css.ts';

// Spec section 2: about, product, blog, pricing, faq, contact.
const NAV_LINKS = ['about', 'product', 'blog', 'pricing', 'faq', 'contact'] as const;

/** The public site's header: navigation, language, and Dashboard or Login and Register. */
export function SiteHeader() {
  const { t } = useTranslation('landing');
  const authenticated = useSignedIn();
  const language = useUnit($language);
  const to = (path: string) => localizePath(path, language);
  return (
    <PublicHeader
      brand={
        <Link to={to('/')} className={styles.brand}>
          Emotion Guru
        </Link>
      }
      navLabel={t('nav.label')}
      menuLabel={t('nav.menu')}
      closeMenuLabel={t('nav.closeMenu')}
      actions={
        <>
          <LanguageMenu />
          {authenticated ? (
            <Link to={to('/app/dashboard')} className={styles.primaryAction}>
              {t('nav.dashboard')}
            </Link>
          ) : (
            <>
              <Link to={to('/auth/login')} className={styles.action}>
                {t('nav.login')}
              </Link>
              {/* Registration starts by choosing a plan (spec section 2). */}
              <Link to={to('/pricing')} className={styles.primaryAction}>
                {t('nav.register')}
              </Link>
            </>
          )}
        </>
      }
    >
      {NAV_LINKS.map((link) => (
        <Link key={link} to={to(`/${link}`)} className={styles.navLink}>
          {t(`nav.${link}`)}
        </Link>
      ))}
    </PublicHeader>
  );
}
