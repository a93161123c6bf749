import { useTranslation } from 'react-i18next';
import * as styles from './OnboardingPage.css.ts';

/** One of the three screens on what the product does. */
export function IntroStep({ step }: { step: 'notice' | 'reflect' | 'understand' }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <p className={styles.text}>{t(`steps.${step}.text`)}</p>
      <ul className={styles.points}>
        <li>{t(`steps.${step}.points.first`)}</li>
        <li>{t(`steps.${step}.points.second`)}</li>
      </ul>
    </>
  );
}
