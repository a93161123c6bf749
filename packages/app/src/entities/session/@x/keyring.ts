export { $isAuthenticated, $session, logoutFx } from '../model/session.ts';
