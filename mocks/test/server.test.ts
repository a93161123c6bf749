/** The HTTP server mode: real sockets, plain fetch, CORS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorServer, type RunningEmulatorServer } from '../src/server.ts';

let running: RunningEmulatorServer;
const variation = { tenantCode: 'emotion', languageCode: 'en-US' };

beforeAll(async () => {
  running = await startEmulatorServer({ port: 0, host: '127.0.0.1' });
});
afterAll(() => running.close());

async function post(
  path: string,
  body: Record<string, unknown>,
  token?: string,
  origin?: string,
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (origin !== undefined) headers.Origin = origin;
  return fetch(`${running.url}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, variation }),
  });
}

describe('npm run emulator (HTTP server)', () => {
  it("logs in as team@example.com and returns the caretaker's three clients", async () => {
    const login = await post('/api/auth/getToken', {
      email: 'team@example.com',
      password: 'Emotion-demo-1',
      includeUserInfo: true,
    });
    expect(login.status).toBe(200);
    const { auth } = (await login.json()) as { auth: { token: string; userId: string } };
    const answer = await post(
      '/api/entity/query',
      {
        entityName: 'VegClient',
        filters: [{ field: 'caretaker_id', op: 'eq', value: auth.userId }],
        sortCols: [{ field: 'name', dir: 'asc' }],
      },
      auth.token,
    );
    const { entities } = (await answer.json()) as { entities: { name: string }[] };
    expect(entities.map((c) => c.name)).toEqual(['Aylin Koç', 'Ece Şahin', 'Michael Brown']);
  });

  it("answers CORS preflights for the app's origins only", async () => {
    const allowed = await fetch(`${running.url}/api/entity/query`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');
    const storybook = await post(
      '/api/entity/query',
      { entityName: 'GsbBlog', count: 1 },
      undefined,
      'http://localhost:6006',
    );
    expect(storybook.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
    const stranger = await post(
      '/api/entity/query',
      { entityName: 'GsbBlog', count: 1 },
      undefined,
      'https://evil.example',
    );
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("serves blog images over HTTP with absolute URLs on the server's origin", async () => {
    const answer = await post('/api/entity/query', {
      entityName: 'GsbBlog',
      count: 1,
      selectCols: ['image.publicUrl'],
    });
    const { entities } = (await answer.json()) as { entities: { image: { publicUrl: string } }[] };
    const url = entities[0]?.image.publicUrl ?? '';
    expect(url.startsWith(running.url)).toBe(true);
    expect((await fetch(url)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 400 for malformed JSON and 404 for unknown paths', async () => {
    const bad = await fetch(`${running.url}/api/entity/query`, { method: 'POST', body: '{' });
    expect(bad.status).toBe(400);
    expect((await fetch(`${running.url}/nothing-here`)).status).toBe(404);
  });

  it("never renews someone else's session on a credential-less refresh", async () => {
    await post('/api/auth/getToken', { email: 'premium@example.com', password: 'Emotion-demo-1' });
    const refresh = await post('/api/auth/refreshToken', {});
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toEqual({ success: false, message: 'No token to refresh' });
  });

  it('changes its fault switches through POST /__emulator/config', async () => {
    const change = (query: string) =>
      fetch(`${running.url}/__emulator/config?${query}`, { method: 'POST' }).then(
        (response) => response.json() as Promise<Record<string, unknown>>,
      );
    expect(await change('emulator.errorRate=1')).toMatchObject({ errorRate: 1 });
    expect((await post('/api/auth/getToken', { email: 'free@example.com', password: 'x' })).status).toBe(503);
    expect(await change('emulator.errorRate=0')).toMatchObject({ errorRate: 0 });
    expect((await post('/api/auth/getToken', { email: 'free@example.com', password: 'x' })).status).toBe(401);
  });

  it('drops the connection when offline', async () => {
    running.emulator.configure({ offline: true });
    try {
      await expect(post('/api/entity/query', { entityName: 'GsbBlog' })).rejects.toThrow();
    } finally {
      running.emulator.configure({ offline: false });
    }
  });
});

describe('compression', () => {
  async function catalogue(acceptEncoding: string): Promise<Response> {
    const login = await post('/api/auth/getToken', {
      email: 'premium@example.com',
      password: 'Emotion-demo-1',
    });
    const { auth } = (await login.json()) as { auth: { token: string } };
    const { request } = await import('node:http');
    // Node's fetch always asks for gzip and unpacks it: a raw request shows what travels.
    return new Promise((resolve, reject) => {
      const url = new URL('/api/entity/query', running.url);
      const call = request(
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${auth.token}`,
            Origin: 'http://localhost:4180',
            'Accept-Encoding': acceptEncoding,
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0, headers }));
          });
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify({ entityName: 'VegEmotion', count: 1000, variation }));
    });
  }

  it('gzips a large JSON answer for a caller that accepts gzip, and sends it plain to one that does not', async () => {
    const { gunzipSync } = await import('node:zlib');
    const gzipped = await catalogue('gzip, deflate, br');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const packed = Buffer.from(await gzipped.arrayBuffer());
    const unpacked = gunzipSync(packed);
    expect(Number(gzipped.headers.get('content-length'))).toBe(packed.length);
    expect(packed.length).toBeLessThan(unpacked.length / 4);

    const plain = await catalogue('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.equals(unpacked)).toBe(true);
    const { entities } = JSON.parse(body.toString('utf8')) as { entities: unknown[] };
    expect(entities.length).toBeGreaterThan(100);
  });
});
