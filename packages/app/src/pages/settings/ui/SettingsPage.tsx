import { Button, Field, Input } from '@emotion-guru/ui';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EncryptionSettings } from '@/features/local-encryption';
import { LanguageMenu } from '@/features/switch-language';
import { ThemeSwitch } from '@/features/toggle-theme';
import { getPlatform } from '@/shared/api';
import { MIN_NEW_PASSWORD_LENGTH } from '@/shared/config';
import { notifyFx } from '@/shared/lib/notify';
import { formStyles } from '@/shared/ui';
import { useUnit } from 'effector-react';
import * as styles from './SettingsPage.css.ts';

function ChangePasswordForm() {
  const { t } = useTranslation('app_content');
  const notify = useUnit(notifyFx);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (newPassword.length < MIN_NEW_PASSWORD_LENGTH) {
      setError(t('settings.password.tooShort', { count: MIN_NEW_PASSWORD_LENGTH }));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await getPlatform().auth.changePassword({ oldPassword, newPassword });
      setOldPassword('');
      setNewPassword('');
      void notify({ type: 'success', title: t('settings.password.changed') });
    } catch {
      // What the user typed stays in the fields, so they can correct it and try again.
      setError(t('settings.password.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      {error && (
        <p role="alert" className={formStyles.alert}>
          {error}
        </p>
      )}
      <Field label={t('settings.password.current')}>
        <Input
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
        />
      </Field>
      <Field
        label={t('settings.password.new')}
        hint={t('settings.password.hint', { count: MIN_NEW_PASSWORD_LENGTH })}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={saving}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}

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
    </section>
  );
}
