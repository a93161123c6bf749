import { createPlatformClient, type PlatformClient } from '@emotion-guru/platform-sdk';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createEmulator, type Emulator, type EmulatorOptions } from '../src/emulator.ts';
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
export function useEmulator(options: EmulatorOptions & { resetEach?: boolean } = {}): { emulator: Emulator } {
  const server = createEmulatorServer(createEmulator(options));
  const clients: PlatformClient[] = [];
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await server.emulator.ready;
  });
  if (options.resetEach !== false) beforeEach(() => server.emulator.reset());
  afterEach(() => {
    for (const client of clients.splice(0)) client.dispose();
  });
  afterAll(() => {
    server.close();
  });
  trackClient = (client) => clients.push(client);
  return { emulator: server.emulator };
}

let trackClient: (client: PlatformClient) => void = () => undefined;

/** An SDK client against the emulator (batching off unless asked), disposed after the test. */
export function sdk(
  options: { tenantCode?: string; language?: string; batch?: boolean } = {},
): PlatformClient {
  const client = createPlatformClient({
    apiUrl: BASE,
    tenantCode: options.tenantCode ?? 'emotion',
    language: () => options.language ?? 'en-US',
    batch: { enabled: options.batch ?? false },
  });
  trackClient(client);
  return client;
}

/** An SDK client signed in as a demo account. */
export async function signedIn(
  email: string,
  options: { tenantCode?: string; batch?: boolean } = {},
): Promise<PlatformClient> {
  const client = sdk(options);
  const result = await client.auth.login({ email, password: PASSWORD });
  if (!result.success) throw new Error(`login ${email} failed: ${result.error}`);
  return client;
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

/** A unsigned JWT with the given claims (the emulator reads, but does not verify, identity tokens). */
export function fakeJwt(claims: Json): string {
  const encode = (value: Json): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
