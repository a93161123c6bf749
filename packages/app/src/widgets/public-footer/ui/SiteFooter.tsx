import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ConsentSettingsButton } from '@/features/public-site/analytics';
import { NewsletterForm } from '@/features/public-site/subscribe-newsletter';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './SiteFooter.css.ts';

const LINK_GROUPS = [
  {
    title: 'footer.product',
    links: [
      ['nav.product', '/product'],
      ['nav.pricing', '/pricing'],
      ['nav.blog', '/blog'],
    ],
  },
  {
    title: 'footer.about',
    links: [
      ['nav.about', '/about'],
      ['nav.contact', '/contact'],
      ['nav.faq', '/faq'],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['footer.terms', '/legal/terms'],
      ['footer.privacy', '/legal/privacy'],
      ['footer.cookies', '/legal/cookies'],
      ['footer.encryption', '/docs/local-encryption'],
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className={styles.groupTitle}>{t(group.title)}</h2>
            <ul className={styles.list}>
              {group.links.map(([label, path]) => (
                <li key={path}>
                  <Link to={localizePath(path, language)} className={styles.link}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className={styles.groupTitle}>
            {t('newsletter.title')}
          </h2>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.rights}>{t('footer.rights')}</p>
        <ConsentSettingsButton />
      </div>
    </footer>
  );
}
