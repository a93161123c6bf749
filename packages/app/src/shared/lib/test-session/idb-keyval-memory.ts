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

/** Empties every store (between tests). */
export function clearIdbInMemory(): void {
  memory.clear();
}
