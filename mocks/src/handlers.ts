import { http, HttpResponse } from 'msw';

/**
 * The emulator's handlers. They match any origin (`*`), so the same list serves the dev server's
 * origin, the emulator's HTTP server and any VITE_PLATFORM_URL used in tests.
 */
export const handlers = [
  // Without a session there is nothing to refresh: the platform answers 401 with its catalogue message.
  http.post('*/api/auth/refreshToken', () =>
    HttpResponse.json({ success: false, message: 'No token to refresh' }, { status: 401 }),
  ),
];
