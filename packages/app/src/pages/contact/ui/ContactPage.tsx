import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/features/public-site/send-contact-form';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageIntro, pageStyles } from '@/shared/ui';
import * as styles from './ContactPage.css.ts';

/** `/contact`: the contact form, with where else to look and what happens to what is sent. */
export function ContactPage() {
  const { t } = useTranslation('site', { keyPrefix: 'contact' });
  const language = useUnit($language);
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={styles.layout}>
        <div className={styles.formPanel}>
          <ContactForm />
        </div>
        <aside className={styles.aside} aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title" className={styles.asideTitle}>
            {t('asideTitle')}
          </h2>
          <div className={styles.asideBlock}>
            <p>{t('asideFaq')}</p>
            <Link to={localizePath('/faq', language)}>{t('faqLink')}</Link>
          </div>
          <div className={styles.asideBlock}>
            <p>{t('asidePrivacy')}</p>
            <Link to={localizePath('/legal/privacy', language)}>{t('privacyLink')}</Link>
          </div>
          <p className={styles.crisis}>{t('asideCrisis')}</p>
        </aside>
      </div>
    </main>
  );
}
