export { $access } from '../model/access.ts';
export { $currentUser, logoutFx } from '../model/session.ts';
