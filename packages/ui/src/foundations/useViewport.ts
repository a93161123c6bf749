import { useEffect, useState } from 'react';
import { screenSizeFor, type ScreenSize } from './breakpoints.ts';
import { debounce } from './debounce.ts';
import { isMobileDevice, readDeviceTraits } from './mobile.ts';

/** How long the window must stop resizing before layouts react (spec: 150 ms). */
export const RESIZE_DEBOUNCE_MS = 150;

function useDebouncedResize<T>(read: () => T, serverValue: T, waitMs: number): T {
  // Reads the window only in the browser, so prerendering (no window) gets the server value.
  const [value, setValue] = useState<T>(() => (typeof window === 'undefined' ? serverValue : read()));
  useEffect(() => {
    const update = debounce(() => {
      setValue(read());
    }, waitMs);
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
    };
  }, [read, waitMs]);
  return value;
}

const readScreenSize = () => screenSizeFor(window.innerWidth);
const readIsMobile = () => isMobileDevice(readDeviceTraits());

/**
 * The current screen-size class (small < 768 px, medium < 1280 px, large), updated 150 ms after the
 * window stops resizing. Before hydration, and without a window, it is `fallback` (default large).
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
