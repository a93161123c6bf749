import { useTranslation } from 'react-i18next';
import * as styles from './landing.css.ts';
import { LandingSection } from './LandingSection.tsx';
import { TourPlayer } from './TourPlayer.tsx';

/** The anchor the hero's "watch the tour" link leads to. */
export const PRODUCT_TOUR_ID = 'product-tour';

/** The product tour: a minute of the real app, recorded by `npm run media` (spec section 4's video). */
export function ProductTour() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      id={PRODUCT_TOUR_ID}
      titleId="product-tour-title"
      eyebrow={t('video.eyebrow')}
      title={t('video.title')}
      intro={<p className={styles.lead}>{t('video.lead')}</p>}
      band
    >
      <TourPlayer />
    </LandingSection>
  );
}
