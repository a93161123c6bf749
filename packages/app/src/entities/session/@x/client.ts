export { $currentUser, logoutFx, sessionRestored } from '../model/session.ts';
export { $access } from '../model/access.ts';
