import { afterEach, beforeEach, vi } from 'vitest';
import type { LazyPart } from '../components/private/lazyPart.ts';

/**
 * For tests of what a component shows before its lazily loaded part arrives (components/private/lazyPart.ts):
 * before each test of the calling file (or `describe`) the parts are forgotten and the page's idle callback,
 * which would load them, is held back. Returns the held callback, when one was scheduled, for a test to run.
 */
export function holdIdleLoads(...parts: LazyPart<unknown>[]): () => (() => void) | undefined {
  let idle: (() => void) | undefined;
  beforeEach(() => {
    idle = undefined;
    for (const part of parts) part.forget();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return () => idle;
}
