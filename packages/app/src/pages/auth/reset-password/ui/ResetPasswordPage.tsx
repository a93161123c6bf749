import { Link, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordForm, RequestResetLinkForm, resetPasswordClosed } from '@/features/reset-password';
import { $language, localizePath } from '@/shared/i18n';
import { formStyles } from '@/shared/ui';

/** /auth/reset-password: ask for a link, or, with the link's `token` and `email`, choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('app_terms');
  const [language, close] = useUnit([$language, resetPasswordClosed]);
  const { token, email }: { token?: string; email?: string } = useSearch({ strict: false });
  useEffect(() => () => close(), [close]);
  return (
    <main className={formStyles.card}>
      <h1>{t('reset.title')}</h1>
      {token && email ? (
        <NewPasswordForm
          token={token}
          email={email}
          signInLink={<Link to={localizePath('/auth/login', language)}>{t('reset.toLogin')}</Link>}
        />
      ) : (
        <RequestResetLinkForm />
      )}
    </main>
  );
}
