import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/change-password';
import { EncryptionSettings } from '@/features/local-encryption';
import { LanguageMenu } from '@/features/switch-language';
import { ThemeSwitch } from '@/features/toggle-theme';
import { AiChatSettings } from './AiChatSettings.tsx';
import * as styles from './SettingsPage.css.ts';

/** /app/settings: language and theme, local encryption, and the account password. */
export function SettingsPage() {
  const { t } = useTranslation('app_content');
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <section className={styles.section} aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">{t('settings.appearance')}</h2>
        <div className={styles.row}>
          <span>{t('settings.language')}</span>
          <LanguageMenu />
        </div>
        <div className={styles.row}>
          <span>{t('settings.theme')}</span>
          <ThemeSwitch />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-encryption">
        <h2 id="settings-encryption">{t('encryption.title')}</h2>
        <EncryptionSettings />
      </section>
      <section className={styles.section} aria-labelledby="settings-password">
        <h2 id="settings-password">{t('settings.password.title')}</h2>
        <ChangePasswordForm />
      </section>
      <AiChatSettings />
    </section>
  );
}
