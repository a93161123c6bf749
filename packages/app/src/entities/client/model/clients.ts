import { PlatformError, isPlatformError, type VegClient } from '@emotion-guru/platform-sdk';
import { concurrency, createMutation, createQuery, type Contract } from '@farfetched/core';
import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { $access, $currentUser, logoutFx } from '@/entities/session/@x/client';
import { readWithOfflineCopy, retryTransientFailures } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { clearActiveClientId, readActiveClientId, writeActiveClientId } from '../api/active-client-cache.ts';
import { getCaretakerClients, saveClient, type ClientInput } from '../api/client-service.ts';
import { pickActiveClient, sortByName, toClient, upsertClient, type Client } from '../lib/client.ts';

/** Who the client list belongs to: the signed-in user, and whether they take care of others. */
export interface Viewer {
  userId: string;
  name: string;
  email: string;
  /** Has client management (team plan): sees every client they take care of, not just their own. */
  caretaker: boolean;
}

/** Derived, so it is right even when this module loads after the session was restored (lazy chunks). */
export const $viewer = combine($currentUser, $access, (user, access): Viewer | null =>
  user
    ? { userId: user.userId, name: user.name, email: user.email, caretaker: access.clientManagement }
    : null,
);
/** Load (or reload) the viewer's clients and make sure one of them is active. */
export const clientsRequested = createEvent();
/** The user asked to show another client, by id. */
export const activeClientSelected = createEvent<string>();

export const $clients = createStore<Client[]>([], { serialize: 'ignore' });
export const $activeClients = $clients.map((clients) => clients.filter((client) => client.isActive));
export const $activeClient = createStore<Client | null>(null, { serialize: 'ignore' });
export const $activeClientId = $activeClient.map((client) => client?.id ?? null);
/** The active client became another one (or none): fired once per change of id, not on edits. */
export const activeClientUpdated = sample({ clock: $activeClientId.updates, source: $activeClient });

/** Every client record the viewer works with (the spec's getCaretakerClients), unsorted and raw. */
export const loadClientsFx = createEffect<string, VegClient[]>(async (userId) => {
  if (!userId) throw new PlatformError('NO_ACTIVE_CLIENT_CONTEXT');
  // Offline, the clients last loaded here: the journal and the rest still know whose data they show.
  return readWithOfflineCopy(`clients/${userId}`, () => getCaretakerClients(userId));
});
/** Creates or updates a client (the spec's saveClient); every successful save updates $clients. */
export const saveClientFx = createEffect<ClientInput, VegClient>(saveClient);
/** The spec's setActiveClientId: remembers the choice on this device, then it takes effect. */
export const setActiveClientFx = createEffect(
  async ({ userId, client }: { userId: string; client: Client }) => {
    await writeActiveClientId(userId, client.id);
    return client;
  },
);
export const readCachedClientIdFx = createEffect<string, string | null>(readActiveClientId);
export const clearCachedClientIdFx = createEffect(clearActiveClientId);

const clientsReset = createEvent();

/** The platform's answer is checked at the boundary: a list of records, or the load fails (and says so). */
const clientRecords: Contract<VegClient[], VegClient[]> = {
  isData: (raw): raw is VegClient[] =>
    Array.isArray(raw) && raw.every((record: unknown) => typeof record === 'object' && record !== null),
  getErrorMessages: (raw) =>
    Array.isArray(raw) ? ['A client record is not an object'] : ['The client list is not a list'],
};

/** The viewer's clients, by user id (the platform's records; `$clients` holds them as the app shows them). */
export const clientsQuery = createQuery({ name: 'clients', effect: loadClientsFx, contract: clientRecords });
// A sign-out or another user drops a load still on its way; a newer load wins over an older one.
concurrency(clientsQuery, { strategy: 'TAKE_LATEST', abortAll: clientsReset });
retryTransientFailures(clientsQuery);
export const $clientsStatus = clientsQuery.$status;

/** The automatic profile for a user who has no active client yet; a failure here has its own toast. */
const createOwnClientMutation = createMutation({
  name: 'clients/createOwn',
  effect: attach({ effect: saveClientFx }),
});
/** Remembers the user's choice of client on this device; the choice takes effect once it is kept. */
const chooseClientMutation = createMutation({ name: 'clients/choose', effect: setActiveClientFx });

/** Resolve the active client; the ids are tried first, in order, while still visible and active. */
const resolutionRequested = createEvent<(string | null)[]>();
const activeClientSet = createEvent<Client | null>();

/** Caretakers see all their clients; an individual has exactly one profile, their own. */
function visibleClients(records: readonly VegClient[], viewer: Viewer): Client[] {
  const clients = records.flatMap((record) => toClient(record) ?? []);
  if (viewer.caretaker) return sortByName(clients);
  return sortByName(clients.filter((client) => client.user_id === viewer.userId)).slice(0, 1);
}

// A token refresh re-creates the user object; only another user (or a plan change) is a new viewer.
const $viewerKey = $viewer.map((viewer) => (viewer ? `${viewer.userId}:${String(viewer.caretaker)}` : null));
/** The viewer the clients were last asked for (null: not yet, or reset since). */
const $requestedFor = createStore<string | null>(null, { serialize: 'ignore' });
/**
 * Another viewer than the one the clients were asked for. Not every update of `$viewerKey`: this module
 * loads after the session was restored (a lazy chunk), so in the app's scope the key is first worked out
 * when the session next changes (a token refresh), and that update comes from "nobody" to the same user
 * whose clients the route already asked for: it threw that load away and made it again.
 */
const viewerChanged = sample({
  clock: $viewerKey.updates,
  source: $requestedFor,
  filter: (requestedFor, key) => key !== requestedFor,
  fn: (_, key) => key,
});
// Sign-in, sign-out and plan changes start from nothing; logout clears everything, even mid-request.
sample({ clock: [viewerChanged, logoutFx.finally], target: clientsReset });
sample({ clock: viewerChanged, filter: Boolean, target: clientsRequested });

sample({ clock: clientsReset, target: clientsQuery.reset });
$requestedFor.reset(clientsReset);
const clientsStarted = sample({
  clock: clientsRequested,
  source: { viewer: $viewer, pending: clientsQuery.$pending },
  filter: ({ viewer, pending }) => viewer !== null && !pending,
  fn: ({ viewer }) => viewer?.userId ?? '',
});
sample({ clock: clientsStarted, source: $viewerKey, target: $requestedFor });
sample({ clock: clientsStarted, target: clientsQuery.start });

// Answers for a user who has since signed out (or been replaced) never land (the query aborts them).
const clientsLoaded = sample({
  clock: clientsQuery.finished.success,
  source: $viewer,
  filter: (viewer, { params }) => viewer?.userId === params,
  fn: (viewer, { result }) => (viewer ? visibleClients(result, viewer) : []),
});
const clientsFailed = sample({
  clock: clientsQuery.finished.failure,
  source: $viewer,
  filter: (viewer, { params }) => viewer?.userId === params,
  fn: (_, { error }) => error,
});

// The answer is laid over what is known: a platform that echoes only the changed fields loses nothing.
const clientSaved = sample({
  clock: saveClientFx.doneData,
  source: { viewer: $viewer, clients: $clients },
  filter: ({ viewer }) => viewer !== null,
  fn: ({ clients }, record) => {
    const known = clients.find((client) => client.id === record.id);
    return toClient(known ? { ...known, ...record } : record);
  },
}).filter({ fn: (client): client is Client => client !== null });

$clients
  .on(clientsLoaded, (_, clients) => clients)
  .on(clientSaved, (clients, client) => upsertClient(clients, client))
  .reset(clientsReset);

$activeClient
  .on(activeClientSet, (_, client) => client)
  // Edits to the active client show at once; whether it stays active is decided below.
  .on($clients.updates, (active, clients) =>
    active ? (clients.find((client) => client.id === active.id) ?? active) : null,
  )
  .reset(clientsReset);

sample({
  clock: clientsLoaded,
  source: $viewer,
  fn: (viewer) => viewer?.userId ?? '',
  target: readCachedClientIdFx,
});
// An unreadable cache (private browsing, storage blocked) only means there is nothing remembered.
const cachedIdRead = merge([readCachedClientIdFx.doneData, readCachedClientIdFx.fail.map(() => null)]);
sample({
  clock: cachedIdRead,
  source: $activeClientId,
  fn: (currentId, cachedId) => [currentId, cachedId],
  target: resolutionRequested,
});

const activeClientResolved = sample({
  clock: resolutionRequested,
  source: { clients: $clients, viewer: $viewer },
  filter: ({ viewer }) => viewer !== null,
  fn: ({ clients, viewer }, preferredIds) =>
    viewer ? pickActiveClient(clients, preferredIds, viewer.userId, viewer.caretaker) : null,
});
sample({ clock: activeClientResolved, filter: Boolean, target: activeClientSet });
sample({
  clock: activeClientResolved,
  source: $viewer,
  filter: (viewer, client) => viewer !== null && client === null,
  fn: (viewer): ClientInput => ({
    name: viewer?.name ?? '',
    email: viewer?.email ?? '',
    user_id: viewer?.userId ?? '',
    isActive: true,
  }),
  target: createOwnClientMutation.start,
});
sample({
  clock: createOwnClientMutation.finished.success,
  fn: ({ result }) => toClient(result),
  target: activeClientSet,
});

// Deactivating the active client clears it (and its cached id); resolution then picks the next one.
const activeClientDeactivated = sample({
  clock: clientSaved,
  source: { activeId: $activeClientId, viewer: $viewer },
  filter: ({ activeId }, client) => client.id === activeId && !client.isActive,
  fn: ({ viewer }) => viewer?.userId ?? '',
});
sample({ clock: activeClientDeactivated, fn: () => null, target: activeClientSet });
sample({ clock: activeClientDeactivated, filter: Boolean, target: clearCachedClientIdFx });
sample({ clock: activeClientDeactivated, fn: () => [], target: resolutionRequested });

const switchRefused = createEvent();
const switchTarget = sample({
  clock: activeClientSelected,
  source: { clients: $clients, viewer: $viewer },
  fn: ({ clients, viewer }, id) => {
    const client = clients.find((candidate) => candidate.id === id && candidate.isActive);
    return viewer && client ? { userId: viewer.userId, client } : null;
  },
});
sample({ clock: switchTarget, filter: Boolean, target: chooseClientMutation.start });
sample({ clock: switchTarget, filter: (target) => target === null, target: switchRefused });
// The user may have signed out (or switched again) while the choice was being remembered.
sample({
  clock: chooseClientMutation.finished.success,
  source: $viewer,
  filter: (viewer, { params }) => viewer?.userId === params.userId,
  fn: (_, { result }) => result,
  target: activeClientSet,
});

/**
 * Whether the app's main area may show its page: the user's active client has been known, or finding one
 * failed (the page then shows what it can, and the toast says why). Until then the page waits, so it mounts
 * once with its client instead of once without and again with it (which dropped what the user had chosen
 * meanwhile). Once settled it stays so for the user: a later re-resolution (a plan change, a deactivated
 * client) re-creates the page with the next client, but never blanks it meanwhile.
 */
const $viewerId = $viewer.map((viewer) => viewer?.userId ?? null);
/** Another user than the one the clients were asked for (not the first sight of that same user: above). */
const anotherUser = sample({
  clock: $viewerId.updates,
  source: $requestedFor,
  filter: (requestedFor, userId) => requestedFor === null || !requestedFor.startsWith(`${userId ?? ''}:`),
});
export const $activeClientSettled = createStore(false, { serialize: 'ignore' })
  .on($activeClientId, (settled, id) => settled || id !== null)
  .on([clientsFailed, createOwnClientMutation.finished.failure], () => true)
  .reset([anotherUser, logoutFx.finally]);

sample({
  clock: clientsFailed,
  fn: (error) => ({
    type: 'error' as const,
    ns: 'app_content' as const,
    title: 'clients.toast.loadFailed',
    ...(isPlatformError(error, 'NO_ACTIVE_CLIENT_CONTEXT')
      ? { description: 'clients.errors.noContext' }
      : {}),
  }),
  target: notifyTranslatedFx,
});
sample({
  clock: createOwnClientMutation.finished.failure,
  fn: () => ({ type: 'error' as const, ns: 'app_content' as const, title: 'clients.toast.setActiveFailed' }),
  target: notifyTranslatedFx,
});
sample({
  clock: [switchRefused, chooseClientMutation.finished.failure],
  fn: () => ({
    type: 'destructive' as const,
    ns: 'app_terms' as const,
    title: 'clientSwitcher.switchFailed.title',
    description: 'clientSwitcher.switchFailed.description',
  }),
  target: notifyTranslatedFx,
});
