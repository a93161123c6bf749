import { clear, createStore as createKeyvalStore, del, get, set, type UseStore } from 'idb-keyval';

/** A stored draft: the feature's value (sealed or not), whether it is sealed, and when it was written. */
export type StoredDraft<Value extends object> = Value & { sealed: boolean; savedAt: string };

export interface DraftStoreOptions<Value extends object> {
  /** The IndexedDB database and object store the drafts live in. */
  database: string;
  storeName: string;
  /** Seals the value's private texts with the data key (with local encryption unlocked). */
  seal: (value: Value, dataKey: CryptoKey) => Promise<Value>;
  /** Opens a sealed value with the data key. */
  open: (value: Value, dataKey: CryptoKey) => Promise<Value>;
  /**
   * Writes and removals run one after another, in the order asked: sealing takes a moment, and an older
   * keystroke's draft must never land after a newer one (or after the draft was removed on saving).
   */
  inOrder?: boolean;
}

export interface DraftStore<Value extends object> {
  write: (id: string, value: Value, dataKey: CryptoKey | null) => Promise<void>;
  /** The stored draft, opened with the data key when sealed; `locked` when sealed and no key is given. */
  read: (id: string, dataKey: CryptoKey | null) => Promise<Value | 'locked' | null>;
  remove: (id: string) => Promise<void>;
  /** Drops every draft of this store on this device. */
  clear: () => Promise<void>;
}

/** The feature's value of a stored draft, without what the store adds. */
function valueOf<Value extends object>(stored: StoredDraft<Value>): Value {
  const value: Partial<StoredDraft<Value>> = { ...stored };
  delete value.sealed;
  delete value.savedAt;
  return value as Value;
}

/** The key of a draft: one per user and client. */
export function draftKey(userId: string, clientId: string): string {
  return `${userId}:${clientId}`;
}

/**
 * Unsaved drafts in IndexedDB, one per key: they survive a reload, a crash or a failed save. With a data
 * key (local encryption unlocked) the value is stored sealed, and can be read back only with the key.
 */
export function createDraftStore<Value extends object>({
  database,
  storeName,
  seal,
  open,
  inOrder = false,
}: DraftStoreOptions<Value>): DraftStore<Value> {
  let store: UseStore | undefined;
  const keyval = (): UseStore => (store ??= createKeyvalStore(database, storeName));

  let queue: Promise<unknown> = Promise.resolve();
  function inTurn(task: () => Promise<void>): Promise<void> {
    if (!inOrder) return task();
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    write: (id, value, dataKey) =>
      inTurn(async () => {
        const stored: StoredDraft<Value> = {
          ...(dataKey ? await seal(value, dataKey) : value),
          sealed: dataKey !== null,
          savedAt: new Date().toISOString(),
        };
        await set(id, stored, keyval());
      }),
    async read(id, dataKey) {
      const stored = await get<StoredDraft<Value>>(id, keyval());
      if (!stored) return null;
      const value = valueOf(stored);
      if (!stored.sealed) return value;
      if (!dataKey) return 'locked';
      return open(value, dataKey);
    },
    remove: (id) => inTurn(() => del(id, keyval())),
    clear: () => inTurn(() => clear(keyval())),
  };
}
