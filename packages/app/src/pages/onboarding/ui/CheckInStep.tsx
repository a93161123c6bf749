import { useTranslation } from 'react-i18next';
import { CheckInForm } from '@/features/check-in';
import * as styles from './OnboardingPage.css.ts';

/** The first check-in, with the dashboard's quick check-in; Next moves on without one. */
export function CheckInStep() {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <p className={styles.text}>{t('steps.checkIn.text')}</p>
      <CheckInForm headingLevel={3} />
    </>
  );
}
