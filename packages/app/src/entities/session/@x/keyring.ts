export { $isAuthenticated, logoutFx } from '../model/session.ts';
