/** Timer functions the SDK uses; injectable so tests and other runtimes control time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Timers that look up `globalThis.setTimeout` at call time (not at import), so fake timers installed
 * after the client was created (`vi.useFakeTimers()`) still apply.
 */
export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};
