import { useTranslation } from 'react-i18next';
import * as styles from './landing.css.ts';
import { LandingSection } from './LandingSection.tsx';

/** The anchor the header's and the hero's "how it works" links lead to. */
export const HOW_IT_WORKS_ID = 'how-it-works';

const STEPS = ['record', 'visualize', 'insights'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      titleId="how-it-works-title"
      eyebrow={t('howItWorks.eyebrow')}
      title={t('howItWorks.title')}
      intro={<p className={styles.lead}>{t('howItWorks.lead')}</p>}
      id={HOW_IT_WORKS_ID}
    >
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
    </LandingSection>
  );
}
