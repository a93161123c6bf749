import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it is online (`navigator.onLine`, kept up to date by its online and offline
 * events). True while prerendering. "Online" only means a network is there, not that the platform answers.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether the browser says it has no network now. Only a browser that says so counts: where there is no
 * `navigator.onLine` (Node, prerendering), nothing is taken to be offline.
 */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && (navigator as { onLine?: boolean }).onLine === false;
}
