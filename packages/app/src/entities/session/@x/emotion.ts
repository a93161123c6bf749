export { $session, logoutFx } from '../model/session.ts';
