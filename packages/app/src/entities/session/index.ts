export { hasRole, toCurrentUser, userRole, type CurrentUser } from './lib/current-user.ts';
export {
  $currentUser,
  $isAuthenticated,
  $session,
  LoginFailedError,
  authChanged,
  loggedOut,
  loginFx,
  logoutFx,
  logoutRequested,
  profileChanged,
  sessionRestored,
} from './model/session.ts';
export { $access, type Access } from './model/access.ts';
export { completeOAuthFx, type OAuthReturn } from './model/oauth.ts';
export type { OwnProfile } from './lib/own-profile.ts';
export { SOCIAL_PROVIDERS } from './config/social-providers.ts';
export { SocialSignInButtons, type SocialSignInButtonsProps } from './ui/SocialSignInButtons.tsx';
