import { PageSpinner } from '@emotion-guru/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completeOAuthFx,
  forgetSignInReturn,
  readSignInReturn,
  SOCIAL_PROVIDERS,
  useReturnInSignInLanguage,
} from '@/entities/session';
import { pathAfterSignIn } from '@/entities/onboarding';
import { $language, localizePath } from '@/shared/i18n';
import { formStyles } from '@/shared/ui';

interface CallbackSearch {
  provider?: string;
  token?: string;
  expireDate?: string;
  error?: string;
}

/**
 * `/auth/callback`: where a social login returns. Signs in with the token and goes where the sign-in was
 * headed, or says why it could not.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('app_terms');
  const search: CallbackSearch = useSearch({ strict: false });
  const [language, complete] = useUnit([$language, completeOAuthFx]);
  const navigate = useNavigate();
  const [completionFailed, setCompletionFailed] = useState(false);
  const started = useRef(false);
  // The provider returns without a language: first back to the one the sign-in started in.
  const returning = useReturnInSignInLanguage() !== undefined;
  const provider = search.provider ?? '';
  // The brand name of a provider the app offers; an unknown or missing one is not guessed at.
  const providerLabel = SOCIAL_PROVIDERS.find(({ id }) => id === provider)?.label;
  const { token, expireDate } = search;
  const returned = useMemo(
    () => (!search.error && token && expireDate ? { token, expireDate } : null),
    [search.error, token, expireDate],
  );

  useEffect(() => {
    // Strict mode mounts twice; the token must be used once.
    if (returning || !returned || started.current) return;
    started.current = true;
    complete({ provider, ...returned })
      .then(async (auth) => {
        // Where the person was going when they chose the provider (an invite, a page that asked them to
        // sign in), else the onboarding while they have not finished it, else the dashboard.
        const href = readSignInReturn() ?? localizePath(await pathAfterSignIn(auth.userId), language);
        forgetSignInReturn();
        return navigate({ href, replace: true });
      })
      .catch(() => setCompletionFailed(true));
  }, [complete, language, navigate, provider, returned, returning]);

  if (returning || (returned && !completionFailed)) return <PageSpinner label={t('callback.signingIn')} />;
  return (
    <main className={formStyles.card}>
      <h1>{t('callback.title')}</h1>
      <p role="alert" className={formStyles.alert}>
        {providerLabel ? t('callback.failed', { provider: providerLabel }) : t('callback.failedUnknown')}
      </p>
      <Link to={localizePath('/auth/login', language)}>{t('callback.back')}</Link>
    </main>
  );
}
