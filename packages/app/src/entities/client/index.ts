export type { Client } from './lib/client.ts';
export { clientAvatar } from './lib/default-avatar.ts';
export type { ClientInput } from './api/client-service.ts';
export {
  $activeClient,
  $activeClientSettled,
  $activeClientId,
  $activeClients,
  $clients,
  $clientsStatus,
  $viewer,
  activeClientSelected,
  clientsRequested,
  loadClientsFx,
  readCachedClientIdFx,
  saveClientFx,
  setActiveClientFx,
} from './model/clients.ts';
