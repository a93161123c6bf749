export { pickActiveClient, sortByName, toClient, type Client } from './lib/client.ts';
export { clientAvatar, defaultAvatar } from './lib/default-avatar.ts';
export type { ClientInput } from './api/client-service.ts';
export {
  $activeClient,
  $activeClientId,
  $activeClients,
  $clients,
  $clientsStatus,
  $viewer,
  activeClientSelected,
  activeClientUpdated,
  clearCachedClientIdFx,
  clientsRequested,
  createOwnClientFx,
  loadClientsFx,
  readCachedClientIdFx,
  saveClientFx,
  setActiveClientFx,
  type ClientsStatus,
  type Viewer,
} from './model/clients.ts';
