import { useLocation, useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { sessionStorageOrUndefined } from '@/shared/lib/browser';
import { $language, isLanguage, localizePath, type Language } from '@/shared/i18n';

/**
 * A social sign-in leaves the app for the provider, which sends the browser back to `/auth/callback` or
 * `/auth/continue`: paths without a language. The language the sign-in started in is kept for the
 * round trip in this tab's session storage, and the page the provider returned to is shown in it.
 */
export const SIGN_IN_LANGUAGE_KEY = 'eg_social_sign_in_language';

/** Remembers the page's language as the browser leaves for the provider. */
export function rememberSignInLanguage(language: Language): void {
  try {
    sessionStorageOrUndefined()?.setItem(SIGN_IN_LANGUAGE_KEY, language);
  } catch {
    // Storage refused (quota, a privacy mode): the return falls back to the URL's language.
  }
}

export function readSignInLanguage(): Language | undefined {
  const stored = sessionStorageOrUndefined()?.getItem(SIGN_IN_LANGUAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

export function forgetSignInLanguage(): void {
  sessionStorageOrUndefined()?.removeItem(SIGN_IN_LANGUAGE_KEY);
}

/**
 * The same page, query and hash in the sign-in's language; undefined when the page is in it already or
 * no sign-in language was remembered.
 */
export function signInReturnHref(
  location: { pathname: string; searchStr: string; hash: string },
  current: Language,
  remembered: Language | undefined,
): string | undefined {
  if (remembered === undefined || remembered === current) return undefined;
  const hash = location.hash ? `#${location.hash}` : '';
  return `${localizePath(location.pathname, remembered)}${location.searchStr}${hash}`;
}

/**
 * For the pages a provider returns to: moves to the sign-in's language (replacing the history entry)
 * and says where to, so that the page waits (a spinner) instead of using the returned token twice.
 * The remembered language is used once.
 */
export function useReturnInSignInLanguage(): string | undefined {
  const [remembered, setRemembered] = useState(readSignInLanguage);
  const language = useUnit($language);
  // Used once: once the page is in the sign-in's language, a language the person picks later (Türkçe on
  // the continue page of a sign-up begun in English) is theirs, and the page must not go back.
  if (remembered !== undefined && remembered === language) setRemembered(undefined);
  const location = useLocation();
  const navigate = useNavigate();
  const target = signInReturnHref(location, language, remembered);
  useEffect(() => {
    forgetSignInLanguage();
    if (target !== undefined) void navigate({ href: target, replace: true });
  }, [target, navigate]);
  return target;
}
