import type { AuthData } from '@emotion-guru/platform-sdk';

/**
 * A signed-in session for model tests (`fork({ values: [[$session, testSession()]] })`): user `u-1`,
 * valid until 2099, no roles or groups unless `overrides` give them (a tier: `{ subscription: 2 }`).
 * For tests only. It lives here rather than in `@/shared/testing`, whose harness runs only in the browser
 * (Vitest browser mode), so that node model tests can import it through a public API.
 */
export function testSession(overrides: Partial<AuthData> = {}): AuthData {
  return {
    token: 't',
    expireDate: '2099-01-01T00:00:00.000Z',
    userId: 'u-1',
    roles: [],
    groups: [],
    ...overrides,
  };
}
export { emulatorForModelTests } from './node-emulator.ts';
export { clearIdbInMemory, idbKeyvalInMemory, idbStoreInMemory } from './idb-keyval-memory.ts';
