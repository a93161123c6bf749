import { localStorageOrUndefined, sessionStorageOrUndefined } from '../browser/index.ts';

/** Where the time of the last recovery reload is kept; session storage is cleared by the recovery itself. */
export const CHUNK_RELOAD_KEY = 'eg_chunk_reload_at';
/** A second failure this soon after a recovery reload is not a stale deployment: do not loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_DELAY_MS = 500;

export interface RecoveryEnvironment {
  now: () => number;
  localStorage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  sessionStorage: Pick<Storage, 'clear'> | undefined;
  caches: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  /** Tells the service worker to drop its caches (message CLEAR_CACHE, spec section 7). */
  postToServiceWorker: (message: { type: 'CLEAR_CACHE' }) => void;
  reload: () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export function browserRecoveryEnvironment(): RecoveryEnvironment {
  return {
    now: () => Date.now(),
    localStorage: localStorageOrUndefined(),
    sessionStorage: sessionStorageOrUndefined(),
    caches: 'caches' in globalThis ? globalThis.caches : undefined,
    postToServiceWorker: (message) => {
      if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage(message);
    },
    reload: () => {
      window.location.reload();
    },
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  };
}

/** True when a recovery reload already happened a moment ago (so a reload would loop). */
export function recoveredRecently(env: Pick<RecoveryEnvironment, 'now' | 'localStorage'>): boolean {
  const last = Number(env.localStorage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
  return env.now() - last < CHUNK_RELOAD_GUARD_MS;
}

/**
 * The spec's hard reload after a chunk failure: clear the service worker's cache, every cache and session
 * storage, then reload once after 500 ms. Returns false (and does nothing) when it already ran a moment
 * ago, so that the caller shows the page-load error instead of reloading forever.
 */
export async function recoverFromChunkError(
  env: RecoveryEnvironment = browserRecoveryEnvironment(),
): Promise<boolean> {
  if (recoveredRecently(env)) return false;
  env.localStorage?.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  try {
    env.postToServiceWorker({ type: 'CLEAR_CACHE' });
    const { caches } = env;
    if (caches) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch (error) {
    // Clearing is best effort: the reload below is what recovers the page.
    console.warn('Could not clear caches before reloading', error);
  }
  env.sessionStorage?.clear();
  env.setTimeout(env.reload, CHUNK_RELOAD_DELAY_MS);
  return true;
}
