import type { AuthData } from '@emotion-guru/platform-sdk';
import { createEffect } from 'effector';
import { getPlatform, localTokenStorage } from '@/shared/api';
import { findOwnProfile, withProfile, type OwnProfile } from '../lib/own-profile.ts';

export interface OAuthReturn {
  provider: string;
  token: string;
  expireDate: string;
}

/**
 * The platform redirected back with a fresh token. It is stored as the session, then refreshed once,
 * which both proves it valid and fetches the roles, groups and subscription.
 */
export const confirmOAuthTokenFx = createEffect(async ({ token, expireDate }: OAuthReturn) => {
  localTokenStorage().set({ token, expireDate, roles: [], groups: [], remember: true });
  try {
    return await getPlatform().auth.refresh();
  } catch (error) {
    localTokenStorage().clear();
    throw error;
  }
});

/** The signed-in user's own GsbUser record (see findOwnProfile), or null when it cannot be told. */
export const loadOwnProfileFx = createEffect((auth: AuthData): Promise<OwnProfile | null> =>
  findOwnProfile(getPlatform().entity, auth),
);

/** Keeps the profile in the stored session, so a reload and the SDK's later refreshes keep the name. */
export const rememberProfileFx = createEffect((auth: AuthData) => {
  const storage = localTokenStorage();
  const stored = storage.get();
  if (stored?.token === auth.token) storage.set(withProfile(stored, auth));
});

/**
 * Completes a social sign-in: confirms the token, then fills in the user's name, email and picture
 * (the refresh answer carries none). A profile that cannot be read does not undo the sign-in.
 */
export const completeOAuthFx = createEffect(async (returned: OAuthReturn): Promise<AuthData> => {
  const auth = await confirmOAuthTokenFx(returned);
  let profile: OwnProfile | null = null;
  try {
    profile = await loadOwnProfileFx(auth);
  } catch {
    // The token is valid: a profile that cannot be read now leaves the SDK's "User".
  }
  return profile ? withProfile(auth, profile) : auth;
});
