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
