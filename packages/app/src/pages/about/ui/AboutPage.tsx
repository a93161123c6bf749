import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { pageStyles } from '@/shared/ui';
import * as styles from './AboutPage.css.ts';

const PRINCIPLES = ['privacy', 'honesty', 'calm', 'languages'] as const;
const AUDIENCES = ['individuals', 'caretakers', 'professionals'] as const;

/** `/about`: why the product exists, what it holds itself to, and who it is for. */
export function AboutPage() {
  const { t } = useTranslation('site', { keyPrefix: 'about' });
  const language = useUnit($language);
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
      </header>

      <section className={`${pageStyles.section} ${pageStyles.prose}`} aria-labelledby="mission-title">
        <h2 id="mission-title" className={pageStyles.sectionTitle}>
          {t('mission.title')}
        </h2>
        <p>{t('mission.body1')}</p>
        <p>{t('mission.body2')}</p>
      </section>

      <section className={pageStyles.section} aria-labelledby="principles-title">
        <h2 id="principles-title" className={pageStyles.sectionTitle}>
          {t('principles.title')}
        </h2>
        <ul className={styles.cards}>
          {PRINCIPLES.map((principle) => (
            <li key={principle} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`principles.${principle}.title`)}</h3>
              <p className={styles.cardBody}>{t(`principles.${principle}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={pageStyles.section} aria-labelledby="audience-title">
        <h2 id="audience-title" className={pageStyles.sectionTitle}>
          {t('audience.title')}
        </h2>
        <ul className={styles.cards}>
          {AUDIENCES.map((audience) => (
            <li key={audience} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`audience.${audience}.title`)}</h3>
              <p className={styles.cardBody}>{t(`audience.${audience}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.two}>
        <section className={styles.note} aria-labelledby="beta-title">
          <h2 id="beta-title" className={styles.cardTitle}>
            {t('beta.title')}
          </h2>
          <p>{t('beta.body')}</p>
        </section>
        <section className={styles.care} aria-labelledby="care-title">
          <h2 id="care-title" className={styles.cardTitle}>
            {t('care.title')}
          </h2>
          <p>{t('care.body')}</p>
        </section>
      </div>

      <section className={pageStyles.section} aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className={pageStyles.sectionTitle}>
          {t('cta.title')}
        </h2>
        <p className={pageStyles.muted}>{t('cta.body')}</p>
        <div className={pageStyles.actions}>
          <Link to={localizePath('/contact', language)} className={pageStyles.ctaPrimary}>
            {t('cta.contact')}
          </Link>
          <Link to={localizePath('/product', language)} className={pageStyles.ctaSecondary}>
            {t('cta.product')}
          </Link>
        </div>
      </section>
    </main>
  );
}
