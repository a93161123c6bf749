import { useTranslation } from 'react-i18next';
import * as styles from './landing.css.ts';

/** The anchor the header's and the hero's "how it works" links lead to. */
export const HOW_IT_WORKS_ID = 'how-it-works';

const STEPS = ['record', 'visualize', 'insights'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id={HOW_IT_WORKS_ID} className={styles.section} aria-labelledby="how-it-works-title">
      <div className={styles.inner}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{t('howItWorks.eyebrow')}</p>
          <h2 id="how-it-works-title" className={styles.h2}>
            {t('howItWorks.title')}
          </h2>
          <p className={styles.lead}>{t('howItWorks.lead')}</p>
        </div>
        <ol className={styles.grid3}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{t(`howItWorks.${step}.title`)}</h3>
              <p className={styles.cardBody}>{t(`howItWorks.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
