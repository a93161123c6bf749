import { redirect } from '@tanstack/react-router';
import type { Scope } from 'effector';
import { $isAuthenticated } from '@/entities/session';
import { localizePath, type Language } from '@/shared/i18n';

/** The spec's permanent redirects, kept in the language of the URL. */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  cookies: '/legal/cookies',
  careers: '/',
};

export function redirectTo(path: string, language: Language): never {
  throw redirect({ href: localizePath(path, language), replace: true });
}

/**
 * Signed-in visitors only: anyone else goes to login, with a callback to where they were going (`href`,
 * the location's path and search).
 */
export function requireSignIn(context: { scope: Scope; language: Language }, href: string): void {
  if (context.scope.getState($isAuthenticated)) return;
  const loginPath = localizePath('/auth/login', context.language);
  throw redirect({ href: `${loginPath}?callback=${encodeURIComponent(href)}` });
}
