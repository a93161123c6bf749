import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/features/switch-language';
import { ThemeSwitch } from '@/features/toggle-theme';
import * as styles from './OnboardingPage.css.ts';

/** Language and theme, with the same controls as the header and Settings. */
export function PreferencesStep() {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <p className={styles.text}>{t('steps.preferences.text')}</p>
      <div className={styles.row}>
        <span>{t('steps.preferences.language')}</span>
        <LanguageMenu />
      </div>
      <div className={styles.row}>
        <span>{t('steps.preferences.theme')}</span>
        <ThemeSwitch />
      </div>
    </>
  );
}
