import { useTranslation } from 'react-i18next';
import { PushSettings } from '@/features/pwa/push-notifications';
import { ReminderTimes } from '@/features/pwa/reminders';
import * as styles from './OnboardingPage.css.ts';

/**
 * Reminders: notifications on this device (the browser asks only when the switch is turned on) and the
 * daily check-in times; both are in Settings → Notifications too, and Next moves on without either.
 */
export function RemindersStep() {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <p className={styles.text}>{t('steps.reminders.text')}</p>
      <PushSettings />
      <ReminderTimes />
      <p className={styles.text}>{t('steps.reminders.later')}</p>
    </>
  );
}
