import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { FeatureIcon, PRODUCT_FEATURES } from '@/shared/ui';
import * as styles from './landing.css.ts';

export function Features() {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  return (
    <section className={`${styles.section} ${styles.band}`} aria-labelledby="features-title">
      <div className={styles.inner}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{t('features.eyebrow')}</p>
          <h2 id="features-title" className={styles.h2}>
            {t('features.title')}
          </h2>
          <p className={styles.lead}>{t('features.lead')}</p>
        </div>
        <ul className={styles.grid3}>
          {PRODUCT_FEATURES.map((feature) => (
            <li key={feature} className={styles.card}>
              <span className={styles.iconBadge}>
                <FeatureIcon feature={feature} />
              </span>
              <h3 className={styles.cardTitle}>{t(`features.${feature}.title`)}</h3>
              <p className={styles.cardBody}>{t(`features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
        <Link to={localizePath('/product', language)} className={styles.textLink}>
          {t('features.more')}
        </Link>
      </div>
    </section>
  );
}
