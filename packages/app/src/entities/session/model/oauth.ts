import { createEffect } from 'effector';
import { getPlatform, localTokenStorage } from '@/shared/api';

export interface OAuthReturn {
  provider: string;
  token: string;
  expireDate: string;
}

/**
 * Completes a social login: the platform redirected back with a fresh token. It is stored as the session,
 * then refreshed once, which both proves it valid and fetches the roles, groups and subscription.
 */
export const completeOAuthFx = createEffect(async ({ token, expireDate }: OAuthReturn) => {
  localTokenStorage().set({ token, expireDate, roles: [], groups: [], remember: true });
  try {
    return await getPlatform().auth.refresh();
  } catch (error) {
    localTokenStorage().clear();
    throw error;
  }
});
