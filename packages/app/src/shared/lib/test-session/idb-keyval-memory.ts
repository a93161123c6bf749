/**
 * idb-keyval over a Map, one key space per object store, for model tests in Node (no IndexedDB there):
 * `vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory)`.
 * Values are cloned as IndexedDB clones them.
 */
const memory = new Map<string, Map<string, unknown>>();

function space(store: string): Map<string, unknown> {
  let entries = memory.get(store);
  if (!entries) memory.set(store, (entries = new Map<string, unknown>()));
  return entries;
}

export const idbKeyvalInMemory = {
  createStore: (database: string, storeName: string) => `${database}/${storeName}`,
  get: (key: string, store: string) => Promise.resolve(structuredClone(space(store).get(key))),
  set: (key: string, value: unknown, store: string) => {
    space(store).set(key, structuredClone(value));
    return Promise.resolve();
  },
  del: (key: string, store: string) => {
    space(store).delete(key);
    return Promise.resolve();
  },
  values: (store: string) =>
    Promise.resolve([...space(store).values()].map((value) => structuredClone(value))),
  clear: (store: string) => {
    space(store).clear();
    return Promise.resolve();
  },
};

/** One object store's entries, to look at what a test wrote (it stays the same Map across clears). */
export function idbStoreInMemory(database: string, storeName: string): Map<string, unknown> {
  return space(`${database}/${storeName}`);
}

/** Empties every store (between tests). */
export function clearIdbInMemory(): void {
  for (const entries of memory.values()) entries.clear();
}
