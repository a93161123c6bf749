import { useCallback, useSyncExternalStore } from 'react';
import { screenSizeFor, type ScreenSize } from './breakpoints.ts';
import { debounce } from './debounce.ts';
import { isMobileDevice, readDeviceTraits } from './mobile.ts';

/** How long the window must stop resizing before layouts react (spec: 150 ms). */
export const RESIZE_DEBOUNCE_MS = 150;

/**
 * A window-derived value through useSyncExternalStore: React re-renders for it only when the debounced resize
 * listener fires, and a prerendered page hydrates with `serverValue` before switching to the real one
 * (no hydration mismatch).
 */
function useDebouncedResize<T extends string | boolean>(read: () => T, serverValue: T, waitMs: number): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const debounced = debounce(onChange, waitMs);
      window.addEventListener('resize', debounced);
      return () => {
        debounced.cancel();
        window.removeEventListener('resize', debounced);
      };
    },
    [waitMs],
  );
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

const readScreenSize = () => screenSizeFor(window.innerWidth);
const readIsMobile = () => isMobileDevice(readDeviceTraits());

/**
 * The current screen-size class (small < 768 px, medium < 1280 px, large), updated 150 ms after the
 * window stops resizing. When prerendering, and while hydrating, it is `fallback` (default large).
 */
export function useScreenSize(options: { fallback?: ScreenSize; debounceMs?: number } = {}): ScreenSize {
  return useDebouncedResize(
    readScreenSize,
    options.fallback ?? 'large',
    options.debounceMs ?? RESIZE_DEBOUNCE_MS,
  );
}

/** Whether this is a mobile device by the product's rule (see `isMobileDevice`), kept up to date on resize. */
export function useIsMobile(options: { debounceMs?: number } = {}): boolean {
  return useDebouncedResize(readIsMobile, false, options.debounceMs ?? RESIZE_DEBOUNCE_MS);
}
