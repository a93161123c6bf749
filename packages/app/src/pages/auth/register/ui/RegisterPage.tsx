import { Link, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { SocialSignInButtons } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { safeCallbackPath } from '@/shared/routing';
import { formStyles as styles } from '@/shared/ui';

/**
 * `/auth/register`: the platform creates accounts only through social sign-in (spec section 7 has no
 * email-and-password sign-up), so this page says so and offers the providers. A new identity comes
 * back to /auth/continue to finish the profile, then goes where the visitor was headed (`callback`, as
 * on the login page: an invite opened signed out), or to the onboarding.
 */
export function RegisterPage() {
  const { callback } = useSearch({ strict: false });
  const { t } = useTranslation('app_terms');
  const language = useUnit($language);
  return (
    <main className={styles.card}>
      <h1>{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <p>{t('register.how')}</p>
      <SocialSignInButtons
        className={styles.form}
        returnTo={safeCallbackPath(callback)}
        label={t('register.socialLabel')}
        actionLabel={(provider) => t('register.socialWith', { provider })}
      />
      <p>
        {t('register.haveAccount')}{' '}
        <Link to={localizePath('/auth/login', language)} search={callback ? { callback } : {}}>
          {t('register.signIn')}
        </Link>
      </p>
    </main>
  );
}
