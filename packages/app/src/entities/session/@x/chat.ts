export { $access } from '../model/access.ts';
export { $currentUser, $session, logoutFx } from '../model/session.ts';
