export { $activeClientId } from '../model/clients.ts';
