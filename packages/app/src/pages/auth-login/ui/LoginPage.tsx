import { Button } from '@emotion-guru/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginFx } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { $language, localizePath } from '@/shared/i18n';
import { safeCallbackPath } from '@/shared/routing';
import { formStyles as styles } from '@/shared/ui';
import { validateCredentials, type CredentialErrors } from '../model/validate-credentials.ts';

const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'facebook', label: 'Facebook' },
] as const;

export function LoginPage() {
  const { callback } = useSearch({ strict: false });
  const { t } = useTranslation('app_terms');
  const [language, login, pending] = useUnit([$language, loginFx, loginFx.pending]);
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found = validateCredentials(email, password);
    setErrors(found);
    setFailure(null);
    if (found.email ?? found.password) return;
    try {
      await login({ email: email.trim(), password, remember });
      await navigate({
        href: safeCallbackPath(callback) ?? localizePath('/app/dashboard', language),
        replace: true,
      });
    } catch {
      // The platform's reason stays in the console; the user gets a clear, translated message.
      setFailure(t('login.failed'));
    }
  }

  return (
    <main className={styles.card}>
      <h1>{t('login.title')}</h1>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {t('login.email')}
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            autoComplete="email"
            maxLength={320}
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className={styles.error}>
              {t(`login.errors.email.${errors.email}`)}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`} className={styles.label}>
            {t('login.password')}
          </label>
          <input
            id={`${id}-password`}
            className={styles.input}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {errors.password && (
            <p id={`${id}-password-error`} className={styles.error}>
              {t(`login.errors.password.${errors.password}`)}
            </p>
          )}
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('login.remember')}
        </label>
        <Button type="submit" loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
      <div className={styles.form} role="group" aria-label={t('login.socialLabel')}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            onClick={() => window.location.assign(getPlatform().auth.socialLoginUrl(provider.id))}
          >
            {t('login.socialWith', { provider: provider.label })}
          </Button>
        ))}
      </div>
    </main>
  );
}
