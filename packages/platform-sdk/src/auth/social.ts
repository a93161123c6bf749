/** OAuth providers the platform redirects through (`/api/auth/{provider}`). */
export type SocialProvider = 'google' | 'facebook' | 'github' | (string & {});

/** OAuth client settings for the authorisation URLs. */
export interface OAuthUrlOptions {
  clientId: string;
  redirectUri: string;
  state?: string;
}

/** Both providers are asked for the email and the basic profile only. */
export const OAUTH_SCOPES = ['email', 'profile'] as const;

/** Google's authorisation URL (authorisation-code flow, scopes email and profile). */
export function googleAuthUrl({ clientId, redirectUri, state }: OAuthUrlOptions): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: OAUTH_SCOPES.join(' '),
  });
  if (state) params.set('state', state);
  return `https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`;
}

/** Facebook's authorisation URL (scopes email and public profile, comma-separated as Facebook expects). */
export function facebookAuthUrl({ clientId, redirectUri, state }: OAuthUrlOptions): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'email,public_profile',
  });
  if (state) params.set('state', state);
  return `https://www.facebook.com/dialog/oauth?${params.toString()}`;
}
