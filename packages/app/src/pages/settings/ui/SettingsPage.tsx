import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DeleteAccount } from '@/features/account/delete-account';
import { ProfileSettings } from '@/features/account/edit-profile';
import { NewsletterSettings } from '@/features/account/newsletter';
import { SignOutOtherDevices } from '@/features/account/sign-out-other-devices';
import { ChangePasswordForm } from '@/features/change-password';
import { EncryptionSettings } from '@/features/local-encryption';
import { LanguageMenu } from '@/features/switch-language';
import { ThemeSwitch } from '@/features/toggle-theme';
import { PushSettings } from '@/features/pwa/push-notifications';
import { ReminderTimes } from '@/features/pwa/reminders';
import { ExportData } from '@/features/your-data/export-data';
import { BackupImport } from '@/features/your-data/import-backup';
import { DaylioImport } from '@/features/your-data/import-daylio';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { useScrollToHash } from '@/shared/routing';
import { AiChatSettings } from './AiChatSettings.tsx';
import { SettingsNav } from './SettingsNav.tsx';
import { SubscriptionSettings } from './SubscriptionSettings.tsx';
import * as styles from './SettingsPage.css.ts';

/**
 * /app/settings: the profile (picture, name, email; the onboarding again), language and theme, local encryption, the account
 * password, signed-in devices, push notifications and the email newsletter, the subscription, the AI, your data (download everything, import it back,
 * import from Daylio), diagnostics and deleting the account. Each section has an anchor, so that a link opens it: `#profile`, `#appearance`,
 * `#encryption`, `#password`, `#devices`, `#notifications` (push on this device, daily reminder times, the newsletter), `#subscription`, `#ai`, `#your-data`, `#diagnostics`,
 * `#delete-account`.
 */
export function SettingsPage() {
  usePageTranslations(['onboarding', 'chat']);
  const { t } = useTranslation('app_content');
  const { t: introduction } = useTranslation('onboarding');
  const language = useUnit($language);
  useScrollToHash();
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <SettingsNav />
      <section id="profile" className={styles.section} aria-labelledby="settings-profile">
        <h2 id="settings-profile">{t('settings.profile.title')}</h2>
        <ProfileSettings />
        <p>
          <Link to={localizePath('/app/onboarding', language)}>{introduction('again')}</Link>
        </p>
      </section>
      <section id="appearance" className={styles.section} aria-labelledby="settings-appearance">
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
      <section id="encryption" className={styles.section} aria-labelledby="settings-encryption">
        <h2 id="settings-encryption">{t('encryption.title')}</h2>
        <EncryptionSettings />
      </section>
      <section id="password" className={styles.section} aria-labelledby="settings-password">
        <h2 id="settings-password">{t('settings.password.title')}</h2>
        <ChangePasswordForm />
      </section>
      <section id="devices" className={styles.section} aria-labelledby="settings-devices">
        <h2 id="settings-devices">{t('settings.devices.title')}</h2>
        <SignOutOtherDevices />
      </section>
      <section id="notifications" className={styles.section} aria-labelledby="settings-notifications">
        <h2 id="settings-notifications">{t('settings.notifications.title')}</h2>
        <PushSettings />
        <ReminderTimes />
        <NewsletterSettings />
      </section>
      <SubscriptionSettings />
      <AiChatSettings />
      <section id="your-data" className={styles.section} aria-labelledby="settings-your-data">
        <h2 id="settings-your-data">{t('yourData.title')}</h2>
        <ExportData />
        <BackupImport />
        <DaylioImport />
      </section>
      <section id="diagnostics" className={styles.section} aria-labelledby="settings-diagnostics">
        <h2 id="settings-diagnostics">{t('settings.diagnostics.title')}</h2>
        <p>{t('settings.diagnostics.description')}</p>
        <p>
          <Link to={localizePath('/app/test', language)}>{t('settings.diagnostics.link')}</Link>
        </p>
      </section>
      <section id="delete-account" className={styles.section} aria-labelledby="settings-delete-account">
        <h2 id="settings-delete-account">{t('settings.deleteAccount.title')}</h2>
        <DeleteAccount />
      </section>
    </section>
  );
}
