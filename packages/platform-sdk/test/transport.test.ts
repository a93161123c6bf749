import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, PlatformError, PlatformHttpError } from '../src/index.ts';
import { bulkAware, json, makeClient } from './helpers.ts';

const signedIn = { token: 'tok-1', expireDate: '2099-01-01T00:00:00.000Z', roles: [], groups: [] };

function storageWith(token: string | null) {
  let auth = token ? { ...signedIn, token } : null;
  return {
    get: () => auth,
    set: (next: typeof signedIn) => {
      auth = next;
    },
    clear: () => {
      auth = null;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('transport', () => {
  it('POSTs JSON with a bearer token and the variation read on every call', async () => {
    let language = 'en-US';
    const { client, calls } = makeClient(() => ({ result: 1 }), {
      tokenStorage: storageWith('tok-1'),
      language: () => language,
    });
    await client.http.post('/api/workflow/runFunction', { functionName: 'f' });
    language = 'tr-TR';
    await client.http.post('/api/workflow/runFunction', { functionName: 'g' });
    expect(calls[0]).toMatchObject({
      url: 'http://platform.test/api/workflow/runFunction',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' },
      body: { functionName: 'f', variation: { tenantCode: 'emotion', languageCode: 'en-US' } },
    });
    expect(calls[1]?.body.variation).toEqual({ tenantCode: 'emotion', languageCode: 'tr-TR' });
  });

  it('sends getToken and refreshToken without Authorization', async () => {
    const { client, calls } = makeClient(() => ({}), { tokenStorage: storageWith('tok-1') });
    await client.http.post('/api/auth/getToken', {});
    await client.http.post('/api/auth/refreshToken', {});
    await client.http.post('/api/auth/changePassword', {});
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, undefined, 'Bearer tok-1']);
  });

  it('sends no Authorization when signed out, and trims a trailing slash of apiUrl', async () => {
    const { client, calls } = makeClient(() => ({}), { apiUrl: 'http://platform.test/' });
    await client.http.post('/api/entity/query', {});
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.url).toBe('http://platform.test/api/entity/query');
  });

  it('throws PlatformHttpError keeping the response, status and body text', async () => {
    const { client } = makeClient(() => new Response('nope', { status: 500 }));
    const error = await client.http.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformHttpError);
    const httpError = error as PlatformHttpError;
    expect(httpError.status).toBe(500);
    expect(httpError.bodyText).toBe('nope');
    expect(httpError.response).toBeInstanceOf(Response);
    expect(httpError.response.status).toBe(500);
  });

  it('answers {} for an empty body and NO_RESPONSE for malformed JSON', async () => {
    const { client } = makeClient((_r, i) => new Response(i === 0 ? '' : '{oops', { status: 200 }));
    await expect(client.http.post('/api/a', {})).resolves.toEqual({});
    await expect(client.http.post('/api/b', {})).rejects.toMatchObject({ code: 'NO_RESPONSE' });
  });

  it('uses the global fetch when none is injected', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ ok: 1 }));
    const { createPlatformClient } = await import('../src/index.ts');
    const client = createPlatformClient({ apiUrl: 'http://x.test', tenantCode: 't' });
    await expect(client.http.post('/api/y')).resolves.toEqual({ ok: 1 });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('bulk batching', () => {
  const echo = bulkAware((endPoint, request) => ({ endPoint, entityName: request.entityName }));

  it('sends five entity calls made together as exactly one POST to /api/entity/bulk', async () => {
    const { client, calls } = makeClient(echo);
    const names = ['A', 'B', 'C', 'D', 'E'];
    const pending = Promise.all(names.map((n) => client.entity.get({ entityName: n, entityId: '1' })));
    await vi.advanceTimersByTimeAsync(50);
    const answers = await pending;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/entity/bulk');
    const bulkCalls = calls[0]?.body.bulkCalls as { endPoint: string; request: object; reqId: string }[];
    expect(bulkCalls.map((c) => c.endPoint)).toEqual(Array(5).fill('/api/entity/get'));
    expect(new Set(bulkCalls.map((c) => c.reqId)).size).toBe(5);
    expect(bulkCalls[0]?.request).toEqual({ entityName: 'A', entityId: '1' });
    expect(calls[0]?.body.variation).toEqual({ tenantCode: 'emotion', languageCode: 'en-US' });
    // Each caller gets its own answer, routed by reqId.
    expect(answers.map((a) => (a as unknown as { entityName: string }).entityName)).toEqual(names);
  });

  it('waits the whole window: nothing is sent before 50 ms', async () => {
    const { client, calls } = makeClient(echo);
    const first = client.entity.delete({ entityName: 'A', entityId: '1' });
    await vi.advanceTimersByTimeAsync(30);
    const second = client.entity.delete({ entityName: 'B', entityId: '2' });
    await vi.advanceTimersByTimeAsync(19);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(calls.map((c) => c.path)).toEqual(['/api/entity/bulk']);
  });

  it('sends a window holding one call straight to its endpoint', async () => {
    const { client, paths } = makeClient(echo);
    const pending = client.entity.delete({ entityName: 'A', entityId: '1' });
    await vi.advanceTimersByTimeAsync(50);
    await expect(pending).resolves.toMatchObject({ endPoint: '/api/entity/delete' });
    expect(paths()).toEqual(['/api/entity/delete']);
  });

  it('splits a window of more than maxCalls into several bulk requests', async () => {
    const { client, calls } = makeClient(echo, { batch: { maxCalls: 4 } });
    const pending = Promise.all(
      Array.from({ length: 10 }, (_, i) => client.entity.get({ entityName: `E${i}`, entityId: '1' })),
    );
    await vi.advanceTimersByTimeAsync(50);
    await pending;
    expect(calls.map((c) => (c.body.bulkCalls as unknown[]).length)).toEqual([4, 4, 2]);
    expect(client.batcher.stats).toEqual({ calls: 10, bulkRequests: 3, directRequests: 0 });
  });

  it('rejects every caller when the bulk answer has no results', async () => {
    const { client } = makeClient(() => ({ results: [] }));
    const pending = [1, 2].map((i) =>
      client.entity.get({ entityName: 'A', entityId: String(i) }).catch((e: unknown) => e),
    );
    await vi.advanceTimersByTimeAsync(50);
    for (const outcome of await Promise.all(pending)) {
      expect(outcome).toBeInstanceOf(PlatformError);
      expect((outcome as PlatformError).message).toBe('Bulk operation failed: No results returned');
    }
  });

  it('rejects only the caller whose reqId is missing', async () => {
    const { client } = makeClient((request) => {
      const [first] = request.body.bulkCalls as { reqId: string }[];
      return { results: [{ reqId: first?.reqId, response: JSON.stringify({ entity: { id: '1' } }) }] };
    });
    const a = client.entity.get({ entityName: 'A', entityId: '1' });
    const b = client.entity.get({ entityName: 'A', entityId: '2' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    await expect(a).resolves.toEqual({ entity: { id: '1' } });
    expect(((await b) as PlatformError).message).toBe(ERRORS.BULK_NO_RESULT_FOR_REQUEST);
  });

  it('rejects a caller whose inner response is not JSON', async () => {
    const { client } = makeClient((request) => ({
      results: (request.body.bulkCalls as { reqId: string }[]).map((c) => ({
        reqId: c.reqId,
        response: '{',
      })),
    }));
    const pending = [1, 2].map((i) =>
      client.entity.get({ entityName: 'A', entityId: String(i) }).catch((e: unknown) => e),
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(((await pending[0]) as PlatformError).code).toBe('NO_RESPONSE');
  });

  it('rejects every call of a failed bulk request with the HTTP error', async () => {
    const { client } = makeClient(() => new Response('down', { status: 502 }));
    const pending = [1, 2, 3].map((i) =>
      client.entity.get({ entityName: 'A', entityId: String(i) }).catch((e: unknown) => e),
    );
    await vi.advanceTimersByTimeAsync(50);
    for (const outcome of await Promise.all(pending)) {
      expect((outcome as PlatformHttpError).status).toBe(502);
    }
  });

  it('rejects a lone call that fails on its own endpoint', async () => {
    const { client } = makeClient(() => new Response('x', { status: 404 }));
    const pending = client.entity.get({ entityName: 'A', entityId: '1' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(((await pending) as PlatformHttpError).status).toBe(404);
  });

  it('sends every call directly when batching is disabled', async () => {
    const { client, paths } = makeClient(echo, { batch: { enabled: false } });
    await Promise.all([1, 2, 3].map((i) => client.entity.delete({ entityName: 'A', entityId: String(i) })));
    expect(paths()).toEqual(['/api/entity/delete', '/api/entity/delete', '/api/entity/delete']);
    expect(client.batcher.stats.directRequests).toBe(3);
  });

  it('never batches auth calls', async () => {
    const { client, paths } = makeClient(
      bulkAware((endPoint) =>
        endPoint === '/api/auth/getToken' ? { auth: { token: 't' } } : { entity: null },
      ),
    );
    const entityCall = client.entity.get({ entityName: 'A', entityId: '1' });
    const other = client.entity.get({ entityName: 'A', entityId: '2' });
    await client.auth.login({ email: 'a@b.co', password: 'p' });
    expect(paths()).toEqual(['/api/auth/getToken']);
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all([entityCall, other]);
    expect(paths()).toEqual(['/api/auth/getToken', '/api/entity/bulk']);
  });

  it('dispose() flushes a pending window', async () => {
    const { client, paths } = makeClient(echo);
    const pending = client.entity.delete({ entityName: 'A', entityId: '1' });
    client.dispose();
    await pending;
    expect(paths()).toEqual(['/api/entity/delete']);
  });
});
