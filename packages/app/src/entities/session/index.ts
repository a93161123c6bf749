export {
  $currentUser,
  accountClosed,
  $isAuthenticated,
  $session,
  authChanged,
  loggedOut,
  loginFx,
  logoutFx,
  logoutRequested,
  profileChanged,
  sessionEnded,
  sessionRestored,
} from './model/session.ts';
export { $access, type Access } from './model/access.ts';
export { completeOAuthFx } from './model/oauth.ts';
export { SOCIAL_PROVIDERS } from './config/social-providers.ts';
export { SocialSignInButtons } from './ui/SocialSignInButtons.tsx';
export { useReturnInSignInLanguage } from './lib/sign-in-language.ts';
export { forgetSignInReturn, readSignInReturn } from './lib/sign-in-return.ts';
export { useSignedIn } from './lib/use-signed-in.ts';
