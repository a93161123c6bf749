import { createEmulator } from '@emotion-guru/mocks';
import { createEmulatorServer } from '@emotion-guru/mocks/node';
import type { AuthData } from '@emotion-guru/platform-sdk';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

/**
 * For node model tests whose SDK calls go to a real emulator (in the test's process, through MSW): call it
 * once at the top of the test file. It points the SDK at the emulator, gives it a Web Storage for the
 * session, starts the emulator before the tests and resets it before each one (unless `reset: false`).
 * `signInAs(email)` signs a demo account in, as the SDK sees it, and returns its session.
 */
export function emulatorForModelTests({ now, reset = true }: { now?: () => number; reset?: boolean } = {}) {
  vi.stubEnv('VITE_PLATFORM_URL', 'http://platform.test');
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  const emulator = createEmulator(now ? { now } : {});
  const server = createEmulatorServer(emulator);
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await emulator.ready;
  });
  afterAll(() => server.close());
  if (reset) beforeEach(() => emulator.reset());
  const signInAs = (email: string): AuthData => {
    const answer = emulator.signIn(email) as { auth?: AuthData };
    const auth = answer.auth ?? (answer as AuthData);
    stored.set('eg_session', JSON.stringify(auth));
    return auth;
  };
  return { emulator, signInAs };
}
