import { Button, Checkbox, Field, Input, PageSpinner, RadioGroup } from '@emotion-guru/ui';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  forgetSignInReturn,
  readSignInReturn,
  SOCIAL_PROVIDERS,
  useReturnInSignInLanguage,
} from '@/entities/session';
import {
  $language as $appLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  isLanguage,
  localizePath,
} from '@/shared/i18n';
import { formStyles as styles } from '@/shared/ui';
import { validateProfile } from '../lib/validate-profile.ts';
import {
  $errors,
  $finishedIn,
  $language,
  $name,
  $provider,
  $saveFailed,
  $saving,
  $status,
  $termsAccepted,
  languageChosen,
  nameChanged,
  pageOpened,
  submitted,
  termsToggled,
} from '../model/continue.ts';
import * as css from './ContinuePage.css.ts';
import { NewTabLink } from './NewTabLink.tsx';

interface ContinueSearch {
  provider?: string;
  token?: string;
  expireDate?: string;
  name?: string;
}

const LANGUAGE_OPTIONS = SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** The brand name of a provider the app offers; an unknown or missing one is not guessed at. */
function providerName(id: string): string | undefined {
  return SOCIAL_PROVIDERS.find((provider) => provider.id === id)?.label;
}

/**
 * `/auth/continue`: where the platform sends a first social sign-in. The new account exists already
 * (free tier); the person confirms their name, picks a language and accepts the terms.
 */
export function ContinuePage() {
  const { t } = useTranslation('app_terms');
  const search: ContinueSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [
    appLanguage,
    status,
    provider,
    name,
    language,
    termsAccepted,
    errors,
    saveFailed,
    saving,
    finishedIn,
  ] = useUnit([
    $appLanguage,
    $status,
    $provider,
    $name,
    $language,
    $termsAccepted,
    $errors,
    $saveFailed,
    $saving,
    $finishedIn,
  ]);
  const [open, changeName, chooseLanguage, toggleTerms, submit] = useUnit([
    pageOpened,
    nameChanged,
    languageChosen,
    termsToggled,
    submitted,
  ]);
  const opened = useRef(false);
  // The provider returns without a language: first back to the one the sign-up started in.
  const returning = useReturnInSignInLanguage() !== undefined;
  const nameInput = useRef<HTMLInputElement>(null);
  const termsBox = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Strict mode mounts twice; the page opens once (the model also refuses a used token).
    if (returning || opened.current) return;
    opened.current = true;
    open({
      provider: search.provider ?? '',
      token: search.token,
      expireDate: search.expireDate,
      name: search.name,
      language: appLanguage,
    });
  }, [open, search.provider, search.token, search.expireDate, search.name, appLanguage, returning]);

  useEffect(() => {
    // The token is spent: drop it from the address, so a reload continues as the signed-in user.
    if (status !== 'ready' || !search.token) return;
    const kept = new URLSearchParams();
    if (search.provider) kept.set('provider', search.provider);
    if (search.name) kept.set('name', search.name);
    void navigate({ href: `${pathname}?${kept.toString()}`, replace: true });
  }, [status, search.token, search.provider, search.name, pathname, navigate]);

  useEffect(() => {
    if (!finishedIn) return;
    // Where the sign-up was headed (an invite opened signed out), in the language just chosen; else the
    // onboarding (a sign-in later brings back an onboarding not yet finished).
    const headed = readSignInReturn();
    forgetSignInReturn();
    void navigate({ href: localizePath(headed ?? '/app/onboarding', finishedIn), replace: true });
  }, [finishedIn, navigate]);

  function send(event: SyntheticEvent) {
    event.preventDefault();
    const found = validateProfile(name, termsAccepted);
    submit();
    if (found.name) nameInput.current?.focus();
    else if (found.terms) termsBox.current?.focus();
  }

  if (returning || status === 'signing-in') return <PageSpinner label={t('continue.signingIn')} />;
  if (status === 'failed')
    return (
      <main className={styles.card}>
        <h1>{t('callback.title')}</h1>
        <p role="alert" className={styles.alert}>
          {providerName(provider)
            ? t('callback.failed', { provider: providerName(provider) })
            : t('callback.failedUnknown')}
        </p>
        <Link to={localizePath('/auth/login', appLanguage)}>{t('callback.back')}</Link>
      </main>
    );
  return (
    <main className={styles.card}>
      <h1>{t('continue.title')}</h1>
      <p>
        {providerName(provider)
          ? t('continue.intro', { provider: providerName(provider) })
          : t('continue.introUnknown')}
      </p>
      <form className={styles.form} noValidate onSubmit={send}>
        {saveFailed && (
          <p role="alert" className={styles.alert}>
            {t('continue.saveFailed')}
          </p>
        )}
        <Field
          label={t('continue.name')}
          error={errors.name ? t(`continue.errors.name.${errors.name}`) : undefined}
          required
        >
          <Input
            ref={nameInput}
            autoComplete="name"
            value={name}
            onChange={(event) => changeName(event.target.value)}
          />
        </Field>
        <RadioGroup
          label={t('continue.language')}
          options={LANGUAGE_OPTIONS}
          value={language}
          orientation="horizontal"
          onValueChange={(code) => {
            if (isLanguage(code)) chooseLanguage(code);
          }}
        />
        <Checkbox
          ref={termsBox}
          checked={termsAccepted}
          onCheckedChange={(checked) => toggleTerms(checked === true)}
          required
          invalid={Boolean(errors.terms)}
          label={
            <Trans
              t={t}
              i18nKey="continue.terms"
              components={{
                terms: <NewTabLink href={localizePath('/terms', appLanguage)} />,
                privacy: <NewTabLink href={localizePath('/privacy', appLanguage)} />,
              }}
            />
          }
          hint={
            errors.terms ? (
              <span className={css.error}>{t('continue.errors.terms.required')}</span>
            ) : undefined
          }
        />
        <Button type="submit" loading={saving}>
          {t('continue.submit')}
        </Button>
      </form>
    </main>
  );
}
