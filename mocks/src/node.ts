import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** An MSW server for Vitest and other Node processes: `server.listen({ onUnhandledFrame: 'error' })`. */
export function createEmulatorServer() {
  return setupServer(...handlers);
}
