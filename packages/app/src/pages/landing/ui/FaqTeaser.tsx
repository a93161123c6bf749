import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './landing.css.ts';

const QUESTIONS = ['therapy', 'aiReads', 'cancel'] as const;

export function FaqTeaser() {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  return (
    <section className={`${styles.section} ${styles.band}`} aria-labelledby="faq-teaser-title">
      <div className={styles.inner}>
        <div className={`${styles.heading} ${styles.centered}`}>
          <p className={styles.eyebrow}>{t('faqTeaser.eyebrow')}</p>
          <h2 id="faq-teaser-title" className={styles.h2}>
            {t('faqTeaser.title')}
          </h2>
        </div>
        <div className={`${styles.faqList} ${styles.centered}`}>
          {QUESTIONS.map((question) => (
            <details key={question} className={styles.details}>
              <summary className={styles.summary}>{t(`faqTeaser.${question}.q`)}</summary>
              <p className={styles.answer}>{t(`faqTeaser.${question}.a`)}</p>
            </details>
          ))}
        </div>
        <Link to={localizePath('/faq', language)} className={`${styles.textLink} ${styles.centered}`}>
          {t('faqTeaser.link')}
        </Link>
      </div>
    </section>
  );
}
