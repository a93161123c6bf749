import type { AuthData, AuthEvent, LoginResult, PasswordLogin } from '@emotion-guru/platform-sdk';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { clearOfflineCopies, getPlatform } from '@/shared/api';
import { toCurrentUser, type CurrentUser } from '../lib/current-user.ts';
import { withProfile, type OwnProfile } from '../lib/own-profile.ts';
import { completeOAuthFx, rememberProfileFx } from './oauth.ts';

/** The session (token, expiry, roles, user), or null when signed out. */
export const $session = createStore<AuthData | null>(null, { serialize: 'ignore' });
export const $isAuthenticated = $session.map((session) => session !== null);
export const $currentUser = $session.map((session): CurrentUser | null =>
  session ? toCurrentUser(session) : null,
);

/** The stored session was read at start-up. */
export const sessionRestored = createEvent<AuthData | null>();
/** The SDK reported a change: login, refresh, logout or expiry after failed refreshes. */
export const authChanged = createEvent<AuthEvent>();
export const logoutRequested = createEvent();
/** The user changed their own profile (e.g. finishing sign-up): the session shows it from now on. */
export const profileChanged = createEvent<Partial<OwnProfile>>();

export class LoginFailedError extends Error {
  override name = 'LoginFailedError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export const loginFx = createEffect<PasswordLogin, AuthData, LoginFailedError>(async (credentials) => {
  const result: LoginResult = await getPlatform().auth.login(credentials);
  if (!result.success) throw new LoginFailedError(result.error, result.status);
  return result.auth;
});

/**
 * Why the session ends on this device: the person signed out (the default), deleted their account, or the
 * session ended without them here (it expired, or was ended from another device: the SDK heard `expired`).
 */
export type LogoutReason = 'signedOut' | 'accountDeleted' | 'sessionEnded';

/** Ends the session here (resolving why); every store that holds the person's data resets on its `finally`. */
export const logoutFx = createEffect((reason: LogoutReason | undefined) => {
  getPlatform().auth.logout();
  return reason ?? 'signedOut';
});

/** The person signed out here (not a deleted account or an ended session, which say so themselves). */
export const loggedOut = logoutFx.done.filter({
  fn: ({ params }) => params === undefined || params === 'signedOut',
});
/** The person deleted their account: the app leaves for the home page (the settings page is gone with it). */
export const accountClosed = logoutFx.done.filter({ fn: ({ params }) => params === 'accountDeleted' });
/** The session ended without the person signing out here: they are told, and sent to sign in again. */
export const sessionEnded = logoutFx.done.filter({ fn: ({ params }) => params === 'sessionEnded' });

$session
  .on(sessionRestored, (_, session) => session)
  .on(loginFx.doneData, (_, session) => session)
  .on(authChanged, (_, event) => event.auth)
  .on(completeOAuthFx.doneData, (_, session) => session)
  .on(profileChanged, (session, profile) => (session ? withProfile(session, profile) : session))
  .reset(logoutFx.finally);

sample({ clock: completeOAuthFx.doneData, target: rememberProfileFx });
sample({
  clock: profileChanged,
  source: $session,
  filter: Boolean,
  fn: (session: AuthData, profile) => withProfile(session, profile),
  target: rememberProfileFx,
});

sample({ clock: logoutRequested, fn: () => 'signedOut' as const, target: logoutFx });

/** The copies kept for offline reading go with the session: the next person on this device reads none. */
const clearOfflineCopiesFx = createEffect(() => clearOfflineCopies().catch(() => undefined));
sample({ clock: logoutFx.finally, target: clearOfflineCopiesFx });
// Every store of the person's data resets on logoutFx, so an expiry goes through it too.
sample({
  clock: authChanged,
  filter: (event) => event.type === 'expired',
  fn: () => 'sessionEnded' as const,
  target: logoutFx,
});
