import { setupWorker } from 'msw/browser';
import { configureFromSearch } from './config.ts';
import { createEmulator, type Emulator, type EmulatorOptions } from './emulator.ts';
import { createHandlers } from './handlers.ts';
import { createIndexedDbPersistence } from './persistence/indexeddb.ts';

export { createEmulator, configureFromSearch };
export type { Emulator, EmulatorOptions };

/**
 * The MSW service worker for `npm run dev` and Storybook, over an emulator persisted in IndexedDB and
 * configured from the page's URL (`?emulator.latency=800`, see config.ts). Call `worker.start()`.
 */
export function createEmulatorWorker(options: EmulatorOptions = {}) {
  const emulator = createBrowserEmulator(options);
  return Object.assign(setupWorker(...createHandlers(emulator)), { emulator });
}

/** The emulator as the browser runs it: persisted in IndexedDB, configured from the page's URL. */
export function createBrowserEmulator(options: EmulatorOptions = {}): Emulator {
  const persistence = typeof indexedDB === 'undefined' ? undefined : createIndexedDbPersistence();
  const emulator = createEmulator(persistence === undefined ? options : { persistence, ...options });
  const { config, reset } = configureFromSearch(typeof location === 'undefined' ? '' : location.search);
  emulator.configure(config);
  if (reset) void emulator.reset();
  return emulator;
}
