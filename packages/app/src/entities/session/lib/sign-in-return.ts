import { sessionStorageOrUndefined } from '@/shared/lib/browser';
import { safeCallbackPath } from '@/shared/routing';

/**
 * A social sign-in (or sign-up) leaves the app for the provider and comes back to `/auth/callback` or
 * `/auth/continue`, which cannot carry the login page's `callback`. Where the person was going (an invite
 * they opened signed out, a page that sent them to sign in) is kept for the round trip in this tab's
 * session storage, like the sign-in's language (sign-in-language.ts).
 */
export const SIGN_IN_RETURN_KEY = 'eg_social_sign_in_return';

/** Remembers where to go once signed in; none (or a path that is not this site's) forgets an earlier one. */
export function rememberSignInReturn(path: string | undefined): void {
  const safe = safeCallbackPath(path);
  try {
    const storage = sessionStorageOrUndefined();
    if (safe === undefined) storage?.removeItem(SIGN_IN_RETURN_KEY);
    else storage?.setItem(SIGN_IN_RETURN_KEY, safe);
  } catch {
    // Storage refused (quota, a privacy mode): the sign-in ends on the dashboard.
  }
}

/** Where the sign-in that came back should lead, if it started with somewhere to go. */
export function readSignInReturn(): string | undefined {
  try {
    return safeCallbackPath(sessionStorageOrUndefined()?.getItem(SIGN_IN_RETURN_KEY));
  } catch {
    return undefined;
  }
}

/** Used once: after it, a later sign-in in this tab ends where it itself says. */
export function forgetSignInReturn(): void {
  try {
    sessionStorageOrUndefined()?.removeItem(SIGN_IN_RETURN_KEY);
  } catch {
    // Nothing was stored.
  }
}
