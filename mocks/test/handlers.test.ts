import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorServer } from '../src/node.ts';

const server = createEmulatorServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('auth/refreshToken', () => {
  it('answers 401 with the catalogue message when there is no session', async () => {
    const response = await fetch('http://platform.test/api/auth/refreshToken', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'No token to refresh' });
  });
});
