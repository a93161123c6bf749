import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { FeatureIcon, PRODUCT_FEATURES } from '@/shared/ui';
import { FeatureScreens } from './FeatureScreens.tsx';
import * as styles from './landing.css.ts';
import { LandingSection } from './LandingSection.tsx';

export function Features() {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  return (
    <LandingSection
      titleId="features-title"
      eyebrow={t('features.eyebrow')}
      title={t('features.title')}
      intro={<p className={styles.lead}>{t('features.lead')}</p>}
      band
    >
      <FeatureScreens />
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
    </LandingSection>
  );
}
