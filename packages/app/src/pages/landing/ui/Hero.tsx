import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import { prefersReducedMotion } from '../lib/device.ts';
import * as styles from './landing.css.ts';
import { PRODUCT_TOUR_ID } from './ProductTour.tsx';
import { HeroShots } from './HeroShots.tsx';

/** Spec section 2: the hero leads signed-in visitors to the dashboard and others to registration. */
export function Hero() {
  const { t } = useTranslation('landing');
  const authenticated = useSignedIn();
  const language = useUnit($language);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.pill}>
            <span className={styles.pillDot} aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <div className={styles.actions}>
            {authenticated ? (
              <Link to={localizePath('/app/dashboard', language)} className={pageStyles.ctaPrimary}>
                {t('hero.dashboard')}
              </Link>
            ) : (
              <Link to={localizePath('/auth/register', language)} className={pageStyles.ctaPrimary}>
                {t('hero.start')}
              </Link>
            )}
            <Link
              to={localizePath('/', language)}
              hash={PRODUCT_TOUR_ID}
              hashScrollIntoView={{ behavior: prefersReducedMotion() ? 'auto' : 'smooth' }}
              className={pageStyles.ctaSecondary}
            >
              {t('hero.cta')}
            </Link>
          </div>
          <p className={styles.note}>{t('hero.note')}</p>
        </div>
        <HeroShots />
      </div>
    </section>
  );
}
