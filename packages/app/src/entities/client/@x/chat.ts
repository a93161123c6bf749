export { $activeClient, $clients, $clientsStatus } from '../model/clients.ts';
