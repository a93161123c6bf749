import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a page is prerendered and while the browser hydrates that HTML; true from the render after
 * (and at once in a page rendered only in the browser). What only the browser knows (the signed-in user,
 * stored preferences) is shown from then on, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
