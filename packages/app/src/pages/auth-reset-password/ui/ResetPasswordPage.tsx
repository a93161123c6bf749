import { validateEmail } from '@emotion-guru/platform-sdk';
import { Button, Field, Input } from '@emotion-guru/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getPlatform } from '@/shared/api';
import { MIN_NEW_PASSWORD_LENGTH } from '@/shared/config';
import { $language, localizePath } from '@/shared/i18n';
import { formStyles } from '@/shared/ui';

type Status = 'idle' | 'working' | 'done';

/** Step 1: ask for the link. The answer never says whether the account exists. */
function RequestLinkForm() {
  const { t } = useTranslation('app_terms');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!validateEmail(email.trim()).valid) {
      setError(t('login.errors.email.invalid'));
      return;
    }
    setError(undefined);
    setStatus('working');
    try {
      await getPlatform().auth.sendPasswordReset(email.trim());
      setStatus('done');
    } catch {
      setStatus('idle');
      setError(t('reset.requestFailed'));
    }
  }

  if (status === 'done') return <p role="status">{t('reset.sent')}</p>;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('reset.intro')}</p>
      <Field label={t('login.email')} error={error} required>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={status === 'working'}>
        {t('reset.send')}
      </Button>
    </form>
  );
}

/** Step 2: the link from the email carries a one-time token; choose the new password. */
function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('app_terms');
  const language = useUnit($language);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>('idle');

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (password.length < MIN_NEW_PASSWORD_LENGTH) {
      setError(t('reset.tooShort', { count: MIN_NEW_PASSWORD_LENGTH }));
      return;
    }
    setError(undefined);
    setStatus('working');
    try {
      await getPlatform().auth.changePassword({ resetToken: token, email, newPassword: password });
      setStatus('done');
    } catch {
      setStatus('idle');
      setError(t('reset.changeFailed'));
    }
  }

  if (status === 'done') {
    return (
      <p role="status">
        {t('reset.changed')} <Link to={localizePath('/auth/login', language)}>{t('reset.toLogin')}</Link>
      </p>
    );
  }
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label={t('reset.newPassword')}
        hint={t('reset.hint', { count: MIN_NEW_PASSWORD_LENGTH })}
        error={error}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={status === 'working'}>
        {t('reset.save')}
      </Button>
    </form>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('app_terms');
  const { token, email }: { token?: string; email?: string } = useSearch({ strict: false });
  return (
    <main className={formStyles.card}>
      <h1>{t('reset.title')}</h1>
      {token && email ? <NewPasswordForm token={token} email={email} /> : <RequestLinkForm />}
    </main>
  );
}
