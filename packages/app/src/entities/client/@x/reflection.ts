export { $activeClient, $activeClientId } from '../model/clients.ts';
