import { useTranslation } from 'react-i18next';
import { AiConsentPanel } from '@/features/chat/consent';
import * as styles from './OnboardingPage.css.ts';

/** The AI consent and the data consent, explained; not agreeing is moving on (the chat asks again). */
export function ConsentsStep() {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <p className={styles.text}>{t('steps.consents.text')}</p>
      <AiConsentPanel />
      <p className={styles.muted}>{t('steps.consents.later')}</p>
    </>
  );
}
