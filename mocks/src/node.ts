import { setupServer } from 'msw/node';
import { createEmulator, type Emulator, type EmulatorOptions } from './emulator.ts';
import { createHandlers } from './handlers.ts';

export { createEmulator, createHandlers };
export type { Emulator, EmulatorOptions };

/**
 * An MSW server for Vitest and other Node processes: `server.listen({ onUnhandledFrame: 'error' })`.
 * Pass an emulator to control it (configure, reset, mailbox); by default a fresh one is created.
 */
export function createEmulatorServer(emulator: Emulator = createEmulator()) {
  return Object.assign(setupServer(...createHandlers(emulator)), { emulator });
}
