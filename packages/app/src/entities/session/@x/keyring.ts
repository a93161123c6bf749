export { $currentUser, $isAuthenticated, $session, logoutFx } from '../model/session.ts';
