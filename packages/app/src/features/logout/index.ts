export { logoutRequested } from './model/logout.ts';
