/**
 * MSW handlers over an emulator. They match any origin (`*`), so the same list serves the dev server's
 * origin, the emulator's HTTP server and any VITE_PLATFORM_URL used in tests.
 */
import { http, type HttpHandler } from 'msw';
import { createEmulator, type Emulator } from './emulator.ts';

export function createHandlers(emulator: Emulator): HttpHandler[] {
  const resolve = async ({ request }: { request: Request }): Promise<Response | undefined> =>
    emulator.handle(request);
  return [
    http.all('*/api/*', resolve),
    http.all('*/registrations', resolve),
    http.all('*/registrations/:token', resolve),
    http.all('*/installations', resolve),
    http.all('*/installations/*', resolve),
    http.all('*/__emulator/*', resolve),
    http.all('*/analytics/collect', resolve),
  ];
}

/** The default emulator instance (seeded, in memory) behind {@link handlers}. */
export const defaultEmulator: Emulator = createEmulator();

/** Handlers for the default emulator instance. */
export const handlers: HttpHandler[] = createHandlers(defaultEmulator);
