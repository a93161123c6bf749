import { useTranslation } from 'react-i18next';
import * as styles from './LandingPage.css.ts';

const STEPS = ['record', 'visualize', 'insights'] as const;

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.subtitle}>{t('hero.subtitle')}</p>
        <a className={styles.cta} href="#how-it-works">
          {t('hero.cta')}
        </a>
      </section>
      <section id="how-it-works" className={styles.steps} aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title">{t('howItWorks.title')}</h2>
        <ol className={styles.stepList}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h3>{t(`howItWorks.${step}.title`)}</h3>
              <p>{t(`howItWorks.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
