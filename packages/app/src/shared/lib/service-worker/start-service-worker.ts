import type { Workbox } from 'workbox-window';

/** Where the worker is served (spec section 7): `/sw.js`, scope `/`, never from the HTTP cache. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Spec section 9: an update check every 30 minutes, and every 60 seconds while the page is visible. */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;
export const VISIBLE_UPDATE_CHECK_MS = 60 * 1000;

/** The parts of workbox-window's `Workbox` used here (a fake in tests). */
export type WorkerClient = Pick<Workbox, 'addEventListener' | 'register' | 'update' | 'messageSkipWaiting'>;

export interface ServiceWorkerEnvironment {
  createClient: () => WorkerClient;
  isVisible: () => boolean;
  setInterval: (callback: () => void, ms: number) => unknown;
  reload: () => void;
}

export interface ServiceWorkerHandle {
  /** Lets the waiting version take over; the page reloads once it controls. */
  activateUpdate: () => void;
}

/**
 * Registers the app's one service worker. A new version that installs while an older one controls the page
 * waits: `onUpdateWaiting` is told (the update banner asks the user), `activateUpdate` sends it SKIP_WAITING,
 * and the page reloads when it takes control (the spec's "a controller change also reloads"). The first
 * install takes control on the next load, so it never reloads a page by itself. Failures are only logged
 * (spec section 8).
 */
export function startServiceWorker(
  onUpdateWaiting: () => void,
  env: ServiceWorkerEnvironment,
): ServiceWorkerHandle {
  const client = env.createClient();
  client.addEventListener('waiting', () => {
    onUpdateWaiting();
  });
  client.addEventListener('controlling', (event) => {
    if (event.isUpdate) env.reload();
  });
  const check = (): void => {
    client.update().catch((error: unknown) => {
      console.warn('Service worker update check failed', error);
    });
  };
  client
    .register()
    .then(() => {
      env.setInterval(check, UPDATE_CHECK_MS);
      env.setInterval(() => {
        if (env.isVisible()) check();
      }, VISIBLE_UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  return {
    activateUpdate: () => {
      client.messageSkipWaiting();
    },
  };
}

/** The browser's environment, or null where service workers are not available. */
export async function browserServiceWorkerEnvironment(): Promise<ServiceWorkerEnvironment | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  return {
    createClient: () => new Workbox(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }),
    isVisible: () => document.visibilityState === 'visible',
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    reload: () => {
      window.location.reload();
    },
  };
}
