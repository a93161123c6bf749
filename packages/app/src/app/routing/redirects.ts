import { redirect } from '@tanstack/react-router';
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
