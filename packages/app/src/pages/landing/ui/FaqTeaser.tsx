import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './landing.css.ts';
import { LandingSection } from './LandingSection.tsx';

const QUESTIONS = ['therapy', 'aiReads', 'cancel'] as const;

export function FaqTeaser() {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  return (
    <LandingSection
      titleId="faq-teaser-title"
      eyebrow={t('faqTeaser.eyebrow')}
      title={t('faqTeaser.title')}
      band
      centered
    >
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
    </LandingSection>
  );
}
