import { PlatformError, type AuthData, type VegClient } from '@emotion-guru/platform-sdk';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { logoutFx, sessionRestored } from '@/entities/session/@x/client';
import { i18nAttached } from '@/shared/i18n';
import { notifyFx } from '@/shared/lib/notify';
import enAppContent from '../../../../public/locales/en-US/app_content.json';
import enAppTerms from '../../../../public/locales/en-US/app_terms.json';
import type { ClientInput } from '../api/client-service.ts';
import {
  $activeClient,
  $activeClientId,
  $activeClientSettled,
  $activeClients,
  $clients,
  $clientsStatus,
  activeClientSelected,
  activeClientUpdated,
  clearCachedClientIdFx,
  clientsRequested,
  loadClientsFx,
  readCachedClientIdFx,
  saveClientFx,
  setActiveClientFx,
} from './clients.ts';

const TEAM = 8;
const PREMIUM = 2;

function authFor(userId: string, subscription: number): AuthData {
  return {
    token: `token-${userId}`,
    expireDate: '2030-01-01T00:00:00.000Z',
    userId,
    name: 'Deniz Arslan',
    email: 'team@example.com',
    roles: ['user'],
    groups: [],
    subscription,
  };
}

const caretaker = authFor('care-1', TEAM);
const individual = authFor('solo-1', PREMIUM);

const zeynep: VegClient = {
  id: 'c-z',
  name: 'zeynep Kaya',
  email: 'z@example.com',
  caretaker_id: 'care-1',
  isActive: true,
};
const ali: VegClient = {
  id: 'c-a',
  name: 'Ali Demir',
  email: 'ali@example.com',
  caretaker_id: 'care-1',
  isActive: true,
};
const burak: VegClient = { id: 'c-b', name: 'Burak Şen', caretaker_id: 'care-1', isActive: false };
const ceren: VegClient = { id: 'c-c', name: 'Çeren Ak', caretaker_id: 'care-1' };

interface Fakes {
  clients?: VegClient[];
  cachedId?: string | null;
  save?: (input: ClientInput) => VegClient;
  load?: () => VegClient[];
  cacheWrite?: () => void;
}

async function i18nReady() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { app_content: enAppContent, app_terms: enAppTerms } },
  });
  return i18n;
}

async function signedIn(auth: AuthData, fakes: Fakes = {}) {
  const notify = vi.fn();
  const save = vi.fn(
    fakes.save ?? ((input: ClientInput): VegClient => ({ ...input, id: input.id ?? 'created-1' })),
  );
  const load = vi.fn(fakes.load ?? (() => fakes.clients ?? []));
  const remember = vi.fn(({ client }: { userId: string; client: { id: string } }) => {
    fakes.cacheWrite?.();
    return client;
  });
  const forget = vi.fn();
  const scope = fork({
    handlers: [
      [loadClientsFx, load],
      [readCachedClientIdFx, () => fakes.cachedId ?? null],
      [saveClientFx, save],
      [setActiveClientFx, remember],
      [clearCachedClientIdFx, forget],
      [notifyFx, notify],
    ],
  });
  await allSettled(i18nAttached, { scope, params: await i18nReady() });
  await allSettled(sessionRestored, { scope, params: auth });
  return { scope, notify, save, load, remember, forget };
}

/** The ids activeClientUpdated announces in one scope, in order. */
function recordUpdates(scope: Scope) {
  const ids: (string | null)[] = [];
  const stop = createWatch({
    unit: activeClientUpdated,
    scope,
    fn: (client) => ids.push(client?.id ?? null),
  });
  return { ids, stop };
}

describe('client entity', () => {
  it("lists a caretaker's clients by name, deactivated included, and their active ones apart", async () => {
    const { scope, load } = await signedIn(caretaker, { clients: [zeynep, burak, ali, ceren] });
    expect(load).toHaveBeenCalledWith('care-1');
    expect(scope.getState($clientsStatus)).toBe('done');
    expect(scope.getState($clients).map((client) => client.name)).toEqual([
      'Ali Demir',
      'Burak Şen',
      'Çeren Ak',
      'zeynep Kaya',
    ]);
    // A record without the flag counts as active; only an explicit false deactivates.
    expect(scope.getState($activeClients).map((client) => client.id)).toEqual(['c-a', 'c-c', 'c-z']);
  });

  it('keeps the cached client when it is still visible and active', async () => {
    const { scope, save } = await signedIn(caretaker, { clients: [zeynep, ali], cachedId: 'c-z' });
    expect(scope.getState($activeClientId)).toBe('c-z');
    expect(save).not.toHaveBeenCalled();
  });

  it('ignores a cached client that was deactivated and takes the first active one by name', async () => {
    const { scope } = await signedIn(caretaker, { clients: [zeynep, burak, ali], cachedId: 'c-b' });
    expect(scope.getState($activeClientId)).toBe('c-a');
  });

  it("prefers the user's own profile over the first client by name", async () => {
    const own: VegClient = { id: 'c-own', name: 'Zübeyde', user_id: 'care-1', isActive: true };
    const { scope } = await signedIn(caretaker, { clients: [ali, own], cachedId: 'gone' });
    expect(scope.getState($activeClientId)).toBe('c-own');
  });

  it('gives an individual their one profile', async () => {
    const own: VegClient = { id: 'p-1', name: 'James Carter', user_id: 'solo-1', isActive: true };
    const { scope } = await signedIn(individual, { clients: [own] });
    expect(scope.getState($clients).map((client) => client.id)).toEqual(['p-1']);
    expect(scope.getState($activeClient)?.name).toBe('James Carter');
  });

  it('creates an active profile for a user who has none', async () => {
    const { scope, save } = await signedIn(individual, { clients: [] });
    expect(save).toHaveBeenCalledWith({
      name: 'Deniz Arslan',
      email: 'team@example.com',
      user_id: 'solo-1',
      isActive: true,
    });
    expect(scope.getState($activeClientId)).toBe('created-1');
    expect(scope.getState($clients).map((client) => client.id)).toEqual(['created-1']);
  });

  it('creates one for a caretaker whose clients are all deactivated', async () => {
    const { scope, save } = await signedIn(caretaker, { clients: [burak] });
    expect(save).toHaveBeenCalledOnce();
    expect(scope.getState($activeClientId)).toBe('created-1');
  });

  it('says so when the automatic profile cannot be created', async () => {
    const { scope, notify } = await signedIn(individual, {
      clients: [],
      save: () => {
        throw new Error('offline');
      },
    });
    expect(scope.getState($activeClient)).toBeNull();
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Failed to set active client' });
  });

  it('switches on request, remembers the choice and announces it once', async () => {
    const { scope, remember } = await signedIn(caretaker, { clients: [zeynep, ali] });
    const updates = recordUpdates(scope);
    await allSettled(activeClientSelected, { scope, params: 'c-z' });
    updates.stop();
    const [remembered] = remember.mock.calls[0] ?? [];
    expect(remembered?.userId).toBe('care-1');
    expect(remembered?.client.id).toBe('c-z');
    expect(scope.getState($activeClient)?.name).toBe('zeynep Kaya');
    expect(updates.ids).toEqual(['c-z']);
  });

  it('shows the destructive toast when switching fails, and keeps the current client', async () => {
    const { scope, notify } = await signedIn(caretaker, {
      clients: [zeynep, ali, burak],
      cacheWrite: () => {
        throw new Error('quota');
      },
    });
    await allSettled(activeClientSelected, { scope, params: 'c-z' });
    expect(scope.getState($activeClientId)).toBe('c-a');
    // A deactivated or unknown client cannot be switched to either.
    await allSettled(activeClientSelected, { scope, params: 'c-b' });
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith({
      type: 'destructive',
      title: 'Error',
      description: 'Failed to switch client. Please try again.',
    });
  });

  it('clears a deactivated active client, forgets it and picks the next one', async () => {
    const { scope, forget } = await signedIn(caretaker, { clients: [zeynep, ali] });
    const updates = recordUpdates(scope);
    await allSettled(saveClientFx, { scope, params: { id: 'c-a', isActive: false } });
    updates.stop();
    expect(forget).toHaveBeenCalledWith('care-1');
    expect(updates.ids).toEqual([null, 'c-z']);
    // The platform's answer is merged into what was known: the name survives a status-only save.
    expect(scope.getState($clients).find((client) => client.id === 'c-a')).toMatchObject({
      name: 'Ali Demir',
      isActive: false,
    });
  });

  it('shows edits to the active client without announcing a switch', async () => {
    const { scope } = await signedIn(caretaker, { clients: [zeynep, ali] });
    const updates = recordUpdates(scope);
    await allSettled(saveClientFx, { scope, params: { ...ali, name: 'Ali Demirci' } });
    updates.stop();
    expect(scope.getState($activeClient)?.name).toBe('Ali Demirci');
    expect(updates.ids).toEqual([]);
  });

  it('resets everything on logout', async () => {
    const { scope } = await signedIn(caretaker, { clients: [zeynep, ali] });
    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($clients)).toEqual([]);
    expect(scope.getState($activeClient)).toBeNull();
    expect(scope.getState($clientsStatus)).toBe('initial');
  });

  it('reports a failed load, then loads again on request', async () => {
    let fail = true;
    const { scope, notify } = await signedIn(caretaker, {
      load: () => {
        if (fail) throw new Error('offline');
        return [ali];
      },
    });
    expect(scope.getState($clientsStatus)).toBe('fail');
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Failed to load clients' });
    fail = false;
    await allSettled(clientsRequested, { scope });
    expect(scope.getState($clientsStatus)).toBe('done');
    expect(scope.getState($activeClientId)).toBe('c-a');
  });

  it("explains a load without a signed-in user id in the platform's words", async () => {
    const { notify } = await signedIn(caretaker, {
      load: () => {
        throw new PlatformError('NO_ACTIVE_CLIENT_CONTEXT');
      },
    });
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Failed to load clients',
      description: 'No token or current user to get active client',
    });
  });

  it('refuses an answer that is not a list of records, as a failed load', async () => {
    const { scope, notify } = await signedIn(caretaker, {
      load: () => ({ entities: [ali] }) as unknown as VegClient[],
    });
    expect(scope.getState($clientsStatus)).toBe('fail');
    expect(scope.getState($clients)).toEqual([]);
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Failed to load clients' });
  });

  describe('whether the main area may show its page', () => {
    it('waits while the client is found, and not once it is (a deactivated one waits for the next)', async () => {
      let resolve: (clients: VegClient[]) => void = () => undefined;
      const scope = fork({
        handlers: [
          [loadClientsFx, () => new Promise<VegClient[]>((done) => (resolve = done))],
          [readCachedClientIdFx, () => null],
          [setActiveClientFx, ({ client }: { client: { id: string } }) => client],
          [saveClientFx, (input: ClientInput): VegClient => ({ ...input, id: input.id ?? 'x' })],
          [clearCachedClientIdFx, () => undefined],
          [notifyFx, () => undefined],
        ],
      });
      const restoring = allSettled(sessionRestored, { scope, params: caretaker });
      await Promise.resolve();
      expect(scope.getState($activeClientSettled)).toBe(false);
      resolve([zeynep, ali]);
      await restoring;
      expect(scope.getState($activeClientSettled)).toBe(true);
      expect(scope.getState($activeClientId)).toBe('c-a');
      // Another client is a switch, not a wait.
      await allSettled(activeClientSelected, { scope, params: 'c-z' });
      expect(scope.getState($activeClientSettled)).toBe(true);
      await allSettled(saveClientFx, { scope, params: { ...zeynep, isActive: false } });
      expect(scope.getState($activeClientId)).toBe('c-a');
      expect(scope.getState($activeClientSettled)).toBe(true);
      // A plan change re-resolves the client for the same user: the page is re-created, never blanked.
      const reloading = allSettled(sessionRestored, {
        scope,
        params: { ...caretaker, subscription: PREMIUM },
      });
      await Promise.resolve();
      expect(scope.getState($activeClientId)).toBeNull();
      expect(scope.getState($activeClientSettled)).toBe(true);
      resolve([zeynep, ali]);
      await reloading;
      await allSettled(logoutFx, { scope, params: undefined });
      expect(scope.getState($activeClientSettled)).toBe(false);
    });

    it('shows the page when the clients cannot be loaded, or no profile can be made', async () => {
      const failedLoad = await signedIn(caretaker, {
        load: () => {
          throw new Error('offline');
        },
      });
      expect(failedLoad.scope.getState($activeClientSettled)).toBe(true);
      const failedProfile = await signedIn(individual, {
        clients: [],
        save: () => {
          throw new Error('offline');
        },
      });
      expect(failedProfile.scope.getState($activeClient)).toBeNull();
      expect(failedProfile.scope.getState($activeClientSettled)).toBe(true);
    });
  });
});
