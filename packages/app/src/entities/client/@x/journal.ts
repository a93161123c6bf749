export { $activeClient, $activeClientId, $clients, activeClientUpdated } from '../model/clients.ts';
export type { Client } from '../lib/client.ts';
