import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/shared/lib/page-meta';
import { ClosingCta } from './ClosingCta.tsx';
import { FaqTeaser } from './FaqTeaser.tsx';
import { Features } from './Features.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import * as styles from './landing.css.ts';
import { PricingTeaser } from './PricingTeaser.tsx';
import { ProductTour } from './ProductTour.tsx';
import { Testimonials } from './Testimonials.tsx';
import { TrustSignals } from './TrustSignals.tsx';

/** `/`: the marketing home page (spec section 1). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageMeta({ title: t('meta.documentTitle'), description: t('meta.description') });
  return (
    <main className={styles.page}>
      <Hero />
      <ProductTour />
      <HowItWorks />
      <Features />
      <Testimonials />
      <TrustSignals />
      <PricingTeaser />
      <FaqTeaser />
      <ClosingCta />
    </main>
  );
}
