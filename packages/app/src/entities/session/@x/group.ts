export { $currentUser, $session, logoutFx } from '../model/session.ts';
