import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isAuthenticated } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { FeatureIcon, PageIntro, PageSection, PRODUCT_FEATURES, pageStyles } from '@/shared/ui';
import * as styles from './ProductPage.css.ts';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** `/product`: the six features in depth, the devices it runs on, and the way in. */
export function ProductPage() {
  const { t } = useTranslation('site', { keyPrefix: 'product' });
  const [authenticated, language] = useUnit([$isAuthenticated, $language]);
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />

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
        <PageSection
          titleId="devices-title"
          title={t('devices.title')}
          className={styles.panel}
          titleClassName={styles.panelTitle}
        >
          <p>{t('devices.body')}</p>
        </PageSection>
        <PageSection
          titleId="plans-title"
          title={t('plans.title')}
          className={styles.panel}
          titleClassName={styles.panelTitle}
        >
          <p>{t('plans.body')}</p>
          <Link to={localizePath('/pricing', language)} className={pageStyles.ctaSecondary}>
            {t('plans.link')}
          </Link>
        </PageSection>
      </div>

      <PageSection titleId="product-cta-title" title={t('cta.title')} className={styles.closing}>
        {authenticated ? (
          <Link to={localizePath('/app/dashboard', language)} className={pageStyles.ctaPrimary}>
            {t('cta.dashboard')}
          </Link>
        ) : (
          <Link to={localizePath('/auth/register', language)} className={pageStyles.ctaPrimary}>
            {t('cta.register')}
          </Link>
        )}
      </PageSection>
    </main>
  );
}
