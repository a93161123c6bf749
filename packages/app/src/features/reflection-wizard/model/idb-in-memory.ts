/**
 * For the model tests: IndexedDB (idb-keyval) as a Map, so the real draft store and its sealing run against
 * it. `vi.mock('idb-keyval', async () => (await import('./idb-in-memory.ts')).idbKeyval)` and read `memory`.
 */
export const memory = new Map<string, unknown>();

export const idbKeyval = {
  createStore: () => 'store',
  get: (key: string) => Promise.resolve(memory.get(key)),
  set: (key: string, value: unknown) => {
    memory.set(key, structuredClone(value));
    return Promise.resolve();
  },
  del: (key: string) => {
    memory.delete(key);
    return Promise.resolve();
  },
  values: () => Promise.resolve([...memory.values()].map((value) => structuredClone(value))),
};
