/**
 * Browser persistence: one IndexedDB record per tenant (object store `tenants`, key = tenant code), so
 * a reload keeps what the user made. Tested in Node with fake-indexeddb.
 */
import type { TenantSnapshot } from '../db/tenant.ts';
import type { Persistence } from './types.ts';

export const IDB_NAME = 'emotion-guru-emulator';
const TENANTS = 'tenants';
const META = 'meta';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    };
    transaction.onabort = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    };
  });
}

export function createIndexedDbPersistence(
  factory: IDBFactory = globalThis.indexedDB,
  name = IDB_NAME,
): Persistence {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains(TENANTS)) database.createObjectStore(TENANTS);
        if (!database.objectStoreNames.contains(META)) database.createObjectStore(META);
      };
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(request.error ?? new Error('Cannot open IndexedDB'));
      };
    });
    return opened;
  };

  return {
    async tenantCodes() {
      const database = await open();
      const keys = await promised(database.transaction(TENANTS).objectStore(TENANTS).getAllKeys());
      return keys.map(String);
    },
    async load(tenantCode) {
      const database = await open();
      const value: unknown = await promised(
        database.transaction(TENANTS).objectStore(TENANTS).get(tenantCode),
      );
      return value === undefined ? undefined : (value as TenantSnapshot);
    },
    async save(tenantCode, snapshot, randomState, seedDate) {
      const database = await open();
      const transaction = database.transaction([TENANTS, META], 'readwrite');
      transaction.objectStore(TENANTS).put(snapshot, tenantCode);
      transaction.objectStore(META).put(randomState, 'randomState');
      transaction.objectStore(META).put(seedDate, 'seedDate');
      await done(transaction);
    },
    async loadRandomState() {
      const database = await open();
      const value: unknown = await promised(database.transaction(META).objectStore(META).get('randomState'));
      return typeof value === 'number' ? value : undefined;
    },
    async loadSeedDate() {
      const database = await open();
      const value: unknown = await promised(database.transaction(META).objectStore(META).get('seedDate'));
      return typeof value === 'string' ? value : undefined;
    },
    async clear() {
      const database = await open();
      const transaction = database.transaction([TENANTS, META], 'readwrite');
      transaction.objectStore(TENANTS).clear();
      transaction.objectStore(META).clear();
      await done(transaction);
    },
  };
}
