import { Button, Field, Input, PasswordField } from '@emotion-guru/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pathAfterSignIn } from '@/entities/onboarding';
import { loginFx, SocialSignInButtons } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { safeCallbackPath } from '@/shared/routing';
import { formStyles as styles } from '@/shared/ui';
import { validateCredentials, type CredentialErrors } from '../model/validate-credentials.ts';

export function LoginPage() {
  const { callback } = useSearch({ strict: false });
  const { t } = useTranslation('app_terms');
  const [language, login, pending] = useUnit([$language, loginFx, loginFx.pending]);
  const navigate = useNavigate();
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
      const auth = await login({ email: email.trim(), password, remember });
      // Where the person was headed, else the onboarding while they have not finished it, else the dashboard.
      const headed = safeCallbackPath(callback);
      await navigate({
        href: headed ?? localizePath(await pathAfterSignIn(auth.userId), language),
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
        <Field
          label={t('login.email')}
          error={errors.email ? t(`login.errors.email.${errors.email}`) : undefined}
          required
        >
          <Input
            type="email"
            autoComplete="email"
            maxLength={320}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <PasswordField
          label={t('login.password')}
          toggleLabel={t('showPassword')}
          error={errors.password ? t(`login.errors.password.${errors.password}`) : undefined}
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('login.remember')}
        </label>
        <Button type="submit" loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
      <SocialSignInButtons
        className={styles.form}
        returnTo={safeCallbackPath(callback)}
        label={t('login.socialLabel')}
        actionLabel={(provider) => t('login.socialWith', { provider })}
      />
      <p>
        <Link to={localizePath('/auth/reset-password', language)}>{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')}{' '}
        <Link to={localizePath('/auth/register', language)} search={callback ? { callback } : {}}>
          {t('login.register')}
        </Link>
      </p>
    </main>
  );
}
