import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Emulator } from '../src/emulator.ts';
import { createEmulatorServer } from '../src/node.ts';

export const BASE = 'http://platform.test';
export const PASSWORD = 'Emotion-demo-1';

export type Json = Record<string, unknown>;

export interface ApiAnswer {
  status: number;
  body: Json;
  headers: Headers;
}

/** Starts an msw/node server over a fresh emulator for the file, reset before each test. */
export function useEmulator(options: { resetEach?: boolean } = {}): { emulator: Emulator } {
  const server = createEmulatorServer();
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await server.emulator.ready;
  });
  if (options.resetEach !== false) beforeEach(() => server.emulator.reset());
  afterAll(() => {
    server.close();
  });
  return { emulator: server.emulator };
}

export async function call(
  path: string,
  body: Json = {},
  token?: string,
  variation: Json = { tenantCode: 'emotion', languageCode: 'en-US' },
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, variation }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.length > 0 ? (JSON.parse(text) as Json) : {},
    headers: response.headers,
  };
}

export async function login(email: string, tenantCode = 'emotion'): Promise<string> {
  const answer = await call(
    '/api/auth/getToken',
    { email, password: PASSWORD, includeUserInfo: true },
    undefined,
    {
      tenantCode,
      languageCode: 'en-US',
    },
  );
  const auth = answer.body.auth as Json | undefined;
  if (answer.status !== 200 || typeof auth?.token !== 'string')
    throw new Error(`login ${email} failed: ${JSON.stringify(answer.body)}`);
  return auth.token;
}

export function entities(answer: ApiAnswer): Json[] {
  return (answer.body.entities as Json[] | undefined) ?? [];
}
