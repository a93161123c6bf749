import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import * as styles from './landing.css.ts';
import { LandingSection } from './LandingSection.tsx';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** Spec section 1: the offer price shown is 0 USD (the free plan). */
export function PricingTeaser() {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  return (
    <LandingSection
      titleId="pricing-title"
      eyebrow={t('pricing.eyebrow')}
      title={t('pricing.title')}
      intro={
        <>
          <p className={styles.lead}>{t('pricing.body')}</p>
          <div className={styles.actions}>
            <Link to={localizePath('/pricing', language)} className={pageStyles.ctaSecondary}>
              {t('pricing.link')}
            </Link>
          </div>
        </>
      }
      innerClassName={styles.pricing}
    >
      <div className={styles.planCard}>
        <p className={styles.planName}>{t('pricing.plan')}</p>
        <p className={styles.price}>
          <span className={styles.amount}>{t('pricing.amount')}</span>
          <span className={styles.note}>{t('pricing.period')}</span>
        </p>
        <ul className={styles.checkList}>
          {POINTS.map((point) => (
            <li key={point} className={styles.checkItem}>
              <svg
                className={styles.check}
                width="18"
                height="18"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="m5 12.5 4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
              {t(`pricing.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
