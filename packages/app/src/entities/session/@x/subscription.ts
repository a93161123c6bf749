export { $currentUser, logoutFx } from '../model/session.ts';
