import {
  CACHE_INFO_CACHE_NAME,
  collectCacheInfos,
  isOwnCache,
  type CacheInfo,
  type MessageFromWorker,
} from './cache-rules.ts';

/** Spec section 9: how long the page waits for the worker to answer. */
export const WORKER_ANSWER_TIMEOUT_MS = 10_000;

/** The spec's service worker state, as the diagnostics page shows it. */
export interface WorkerState {
  /** The browser has service workers at all. */
  supported: boolean;
  registered: boolean;
  active: boolean;
  /** This page is served through the worker. */
  controlling: boolean;
  /** What the active worker says it is (GET_VERSION); null when it does not answer. */
  version: string | null;
  /** A new version installed and waiting for the page's go-ahead. */
  waiting: boolean;
}

/** Asks a worker for its version over a message channel; null when it does not answer in time. */
function askVersion(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      resolve(null);
    }, WORKER_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<MessageFromWorker>) => {
      clearTimeout(timer);
      resolve(event.data.type === 'VERSION' ? event.data.version : null);
    };
    worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  });
}

export async function readWorkerState(): Promise<WorkerState> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return {
      supported: false,
      registered: false,
      active: false,
      controlling: false,
      version: null,
      waiting: false,
    };
  }
  const registration = await navigator.serviceWorker.getRegistration();
  const active = registration?.active ?? null;
  return {
    supported: true,
    registered: registration !== undefined,
    active: active !== null,
    controlling: navigator.serviceWorker.controller !== null,
    version: active ? await askVersion(active) : null,
    waiting: Boolean(registration?.waiting),
  };
}

/** The app's caches (name, size, entries, last use), largest first; none where Cache Storage is missing. */
export async function readCacheInfos(): Promise<CacheInfo[]> {
  if (typeof caches === 'undefined') return [];
  const infos = await collectCacheInfos(caches);
  return infos.filter((info) => info.name !== CACHE_INFO_CACHE_NAME).sort((a, b) => b.size - a.size);
}

/** Deletes one of the app's caches, or all of them (the worker fills them again as the app is used). */
export async function clearCaches(name?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = name === undefined ? (await caches.keys()).filter(isOwnCache) : [name];
  await Promise.all(names.filter(isOwnCache).map((each) => caches.delete(each)));
}

/** Asks the worker to look for a new version now (the banner appears when one is found). */
export async function checkForUpdate(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.update();
}

/**
 * Diagnostics: the active worker shows `message` (a push's JSON: `{ data: { title, body, path, … } }`) as
 * it shows a push, and hands it to the open pages' bells. False without an active worker.
 */
export async function showTestPush(message: unknown): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const worker = (await navigator.serviceWorker.getRegistration())?.active;
  if (!worker) return false;
  worker.postMessage({ type: 'TEST_PUSH', message });
  return true;
}
