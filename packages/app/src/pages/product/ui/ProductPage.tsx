import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isAuthenticated } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { FeatureIcon, PRODUCT_FEATURES, pageStyles } from '@/shared/ui';
import * as styles from './ProductPage.css.ts';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** `/product`: the six features in depth, the devices it runs on, and the way in. */
export function ProductPage() {
  const { t } = useTranslation('site', { keyPrefix: 'product' });
  const [authenticated, language] = useUnit([$isAuthenticated, $language]);
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
      </header>

      <ul className={styles.modules}>
        {PRODUCT_FEATURES.map((feature) => (
          <li key={feature} id={feature} className={styles.module}>
            <span className={styles.icon}>
              <FeatureIcon feature={feature} size={28} />
            </span>
            <h2 className={styles.moduleTitle}>{t(`modules.${feature}.title`)}</h2>
            <p className={styles.moduleBody}>{t(`modules.${feature}.body`)}</p>
            <ul className={styles.points}>
              {POINTS.map((point) => (
                <li key={point}>{t(`modules.${feature}.${point}`)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className={styles.band}>
        <section className={styles.panel} aria-labelledby="devices-title">
          <h2 id="devices-title" className={styles.panelTitle}>
            {t('devices.title')}
          </h2>
          <p>{t('devices.body')}</p>
        </section>
        <section className={styles.panel} aria-labelledby="plans-title">
          <h2 id="plans-title" className={styles.panelTitle}>
            {t('plans.title')}
          </h2>
          <p>{t('plans.body')}</p>
          <Link to={localizePath('/pricing', language)} className={pageStyles.ctaSecondary}>
            {t('plans.link')}
          </Link>
        </section>
      </div>

      <section className={styles.closing} aria-labelledby="product-cta-title">
        <h2 id="product-cta-title" className={pageStyles.sectionTitle}>
          {t('cta.title')}
        </h2>
        {authenticated ? (
          <Link to={localizePath('/app/dashboard', language)} className={pageStyles.ctaPrimary}>
            {t('cta.dashboard')}
          </Link>
        ) : (
          <Link to={localizePath('/auth/register', language)} className={pageStyles.ctaPrimary}>
            {t('cta.register')}
          </Link>
        )}
      </section>
    </main>
  );
}
