import { createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

/** Opened on first use, never at import: importing must not touch IndexedDB (tests, prerendering). */
function cache(): UseStore {
  store ??= createStore('emotion-guru-clients', 'active-client');
  return store;
}

/** The client id last chosen by this user on this device, if any. */
export async function readActiveClientId(userId: string): Promise<string | null> {
  const value = await get<unknown>(userId, cache());
  return typeof value === 'string' ? value : null;
}

export async function writeActiveClientId(userId: string, clientId: string): Promise<void> {
  await set(userId, clientId, cache());
}

export async function clearActiveClientId(userId: string): Promise<void> {
  await del(userId, cache());
}
