export { $currentUser, logoutFx, profileChanged, sessionRestored } from '../model/session.ts';
