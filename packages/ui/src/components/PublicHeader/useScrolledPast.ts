import { useCallback, useSyncExternalStore } from 'react';

/** Spec section 9: the public header turns solid after 50 px of scrolling. */
export const HEADER_SCROLL_THRESHOLD = 50;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
  };
}

/**
 * True once the window has scrolled more than `threshold` pixels. False on the server (and during
 * hydration), so prerendered pages start with the transparent header.
 */
export function useScrolledPast(threshold: number = HEADER_SCROLL_THRESHOLD): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
