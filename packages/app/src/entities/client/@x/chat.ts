export { $clients, $clientsStatus } from '../model/clients.ts';
