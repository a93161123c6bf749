import { describe, expect, it, vi } from 'vitest';
import { createDraftStore, draftKey } from './draft-store.ts';

// IndexedDB as a Map per object store.
const idb = vi.hoisted(() => {
  const memory = new Map<string, unknown>();
  return {
    memory,
    module: {
      createStore: (database: string, storeName: string) => `${database}/${storeName}`,
      get: (key: string, store: string) => Promise.resolve(memory.get(`${store}:${key}`)),
      set: (key: string, value: unknown, store: string) => {
        memory.set(`${store}:${key}`, structuredClone(value));
        return Promise.resolve();
      },
      del: (key: string, store: string) => {
        memory.delete(`${store}:${key}`);
        return Promise.resolve();
      },
      clear: (store: string) => {
        for (const key of [...memory.keys()]) if (key.startsWith(`${store}:`)) memory.delete(key);
        return Promise.resolve();
      },
    },
  };
});
vi.mock('idb-keyval', () => idb.module);

const key = {} as CryptoKey;
const drafts = createDraftStore<{ text: string; step: number }>({
  database: 'db',
  storeName: 'notes',
  seal: (value) => Promise.resolve({ ...value, text: `sealed(${value.text})` }),
  open: (value) => Promise.resolve({ ...value, text: value.text.replace(/^sealed\((.*)\)$/, '$1') }),
});

describe('createDraftStore', () => {
  it('keys a draft by user and client', () => {
    expect(draftKey('user-1', 'client-2')).toBe('user-1:client-2');
  });

  it('stores the value with whether it is sealed and when, and reads back only the value', async () => {
    await drafts.write('a', { text: 'hello', step: 1 }, null);
    expect(idb.memory.get('db/notes:a')).toMatchObject({ text: 'hello', step: 1, sealed: false });
    expect(await drafts.read('a', null)).toEqual({ text: 'hello', step: 1 });
    expect(await drafts.read('missing', null)).toBeNull();
  });

  it('seals with the data key, is locked without it and opens with it', async () => {
    await drafts.write('b', { text: 'secret', step: 2 }, key);
    expect(idb.memory.get('db/notes:b')).toMatchObject({ text: 'sealed(secret)', sealed: true });
    expect(await drafts.read('b', null)).toBe('locked');
    expect(await drafts.read('b', key)).toEqual({ text: 'secret', step: 2 });
  });

  it('removes one draft, and clears them all', async () => {
    await drafts.write('c', { text: 'one', step: 0 }, null);
    await drafts.write('d', { text: 'two', step: 0 }, null);
    await drafts.remove('c');
    expect(await drafts.read('c', null)).toBeNull();
    await drafts.clear();
    expect(await drafts.read('d', null)).toBeNull();
  });

  it('with inOrder, lands writes and removals in the order asked even while sealing takes longer', async () => {
    let release = (): void => undefined;
    const slowSeal = new Promise<void>((resolve) => (release = resolve));
    const ordered = createDraftStore<{ text: string }>({
      database: 'db',
      storeName: 'ordered',
      seal: async (value) => {
        await slowSeal;
        return value;
      },
      open: (value) => Promise.resolve(value),
      inOrder: true,
    });
    const first = ordered.write('e', { text: 'older' }, key);
    const second = ordered.write('e', { text: 'newer' }, null);
    const removal = ordered.remove('e');
    release();
    await Promise.all([first, second, removal]);
    expect(await ordered.read('e', null)).toBeNull();
  });
});
