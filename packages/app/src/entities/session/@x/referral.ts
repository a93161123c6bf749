export { $currentUser, logoutFx, profileChanged } from '../model/session.ts';
