import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENUM_CACHE_MS, PlatformError, memoryTokenStorage } from '../src/index.ts';
import { json, makeClient, type Handler } from './helpers.ts';

describe('file upload', () => {
  it('posts multipart form data with file, entity and variation, and the bearer token', async () => {
    const { client, calls } = makeClient(() => ({ fileDto: { id: 'f1', publicUrl: 'http://cdn/f1' } }), {
      tokenStorage: memoryTokenStorage({
        token: 'tok',
        expireDate: '2099-01-01T00:00:00Z',
        roles: [],
        groups: [],
      }),
    });
    const file = new File(['hello'], 'avatar.png', { type: 'image/png' });
    const saved = await client.files.upload(file, {
      entityName: 'VegClient',
      entityId: 'c1',
      propName: 'avatar',
    });
    expect(saved).toEqual({ id: 'f1', publicUrl: 'http://cdn/f1' });
    const [call] = calls;
    expect(call?.path).toBe('/api/file/upload');
    expect(call?.headers.Authorization).toBe('Bearer tok');
    expect(call?.headers['Content-Type']).toBeUndefined();
    const sent = call?.form?.get('file') as File;
    expect(sent.name).toBe('avatar.png');
    expect(await sent.text()).toBe('hello');
    expect(JSON.parse(call?.form?.get('entity') as string)).toEqual({
      entityName: 'VegClient',
      entityId: 'c1',
      propName: 'avatar',
    });
    expect(JSON.parse(call?.form?.get('variation') as string)).toEqual({
      tenantCode: 'emotion',
      languageCode: 'en-US',
    });
  });

  it('an upload answered 401 waits for one refresh and is retried once with the new token', async () => {
    const storage = memoryTokenStorage({
      token: 'old',
      expireDate: '2099-01-01T00:00:00Z',
      roles: [],
      groups: [],
    });
    const { client, calls } = makeClient(
      (r) => {
        if (r.path === '/api/auth/refreshToken') return { auth: { token: 'new' } };
        return r.headers.Authorization === 'Bearer new' ? { fileDto: { id: 'f' } } : json({}, 401);
      },
      { tokenStorage: storage },
    );
    await expect(client.files.upload(new Blob(['x']))).resolves.toEqual({ id: 'f' });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/file/upload',
      '/api/auth/refreshToken',
      '/api/file/upload',
    ]);
    client.dispose();
  });

  it('names a bare blob, and refuses a non-blob or an answer without fileDto', async () => {
    const { client, calls } = makeClient((_r, i) =>
      i === 0 ? { fileDto: { id: 'b' } } : i === 1 ? {} : json({}, 413),
    );
    await client.files.upload(new Blob(['x']));
    expect((calls[0]?.form?.get('file') as File).name).toBe('file');
    await expect(client.files.upload(new Blob(['x']), {}, 'n.txt')).rejects.toMatchObject({
      code: 'NO_RESPONSE',
    });
    await expect(client.files.upload(new Blob(['x']))).rejects.toMatchObject({ status: 413 });
    await expect(client.files.upload('text' as unknown as Blob)).rejects.toMatchObject({
      code: 'FILE_REQUIRED',
    });
  });
});

describe('metadata service', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const defs = [{ id: 'd1', name: 'VegClient', dbTableName: 'veg_client', properties: [] }];
  const handler: Handler = (r) => {
    if (r.path === '/api/entityDef/get') {
      return r.body.name === 'VegClient' ? { definition: defs[0] } : { definition: null };
    }
    if (r.path === '/api/entity/query' && r.body.entityName === 'GsbEnum') {
      return { entities: [{ id: 'e1', name: 'Mood', values: [{ name: 'Calm', value: 1 }] }] };
    }
    if (r.path === '/api/entity/query') return { entities: defs };
    if (r.path === '/api/entity/save') return { id: 'd2', entity: r.body.entity };
    return {};
  };
  const direct = (h: Handler = handler) => makeClient(h, { batch: { enabled: false } });

  it('lists definitions with one page of 1000, cached', async () => {
    const { client, calls } = direct();
    expect(await client.metadata.listDefinitions()).toEqual(defs);
    await client.metadata.listDefinitions();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ entityName: 'GsbEntityDef', count: 1000 });
  });

  it('does not cache a failed definition list', async () => {
    const { client, calls } = direct((_r, i) => (i === 0 ? json({}, 500) : { entities: defs }));
    await expect(client.metadata.listDefinitions()).rejects.toMatchObject({ status: 500 });
    expect(await client.metadata.listDefinitions()).toEqual(defs);
    expect(calls).toHaveLength(2);
  });

  it('gets one definition through /api/entityDef/get, cached; unknown or failing is null with a message', async () => {
    const { client, calls } = direct();
    expect(await client.metadata.getDefinition('VegClient')).toEqual({ definition: defs[0] });
    await client.metadata.getDefinition('VegClient');
    expect(calls).toHaveLength(1);
    expect(await client.metadata.getDefinition('Nope')).toEqual({
      definition: null,
      message: 'Entity definition not found',
    });
    expect(await client.metadata.getDefinition('')).toEqual({
      definition: null,
      message: 'Entity name is required',
    });
    const failing = direct(() => new Response('boom', { status: 500 }));
    expect(await failing.client.metadata.getDefinition('X')).toEqual({ definition: null, message: 'boom' });
    const offline = direct(() => {
      throw new TypeError('offline');
    });
    expect((await offline.client.metadata.getDefinition('X')).message).toContain('offline');
  });

  it('caches enums for 30 minutes', async () => {
    const { client, calls } = direct();
    const mood = await client.metadata.getEnum('Mood');
    expect(mood?.values?.[0]).toEqual({ name: 'Calm', value: 1 });
    expect(calls[0]?.body).toMatchObject({
      filters: [{ field: 'name', op: 'eq', value: 'Mood' }],
      includes: ['values'],
    });
    vi.advanceTimersByTime(ENUM_CACHE_MS - 1);
    await client.metadata.getEnum('Mood');
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await client.metadata.getEnum('Mood');
    expect(calls).toHaveLength(2);
  });

  it('saveDefinition validates (with uniqueness) before saving', async () => {
    const { client, calls } = direct();
    const taken = await client.metadata
      .saveDefinition({ name: 'vegclient', properties: [{ name: 'a', definition_id: 'd' }] })
      .catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(PlatformError);
    expect((taken as PlatformError).message).toBe('Entity name is already taken');
    expect(calls.map((c) => c.path)).toEqual(['/api/entity/query']);
    await expect(client.metadata.saveDefinition({ name: 'Mood', properties: [] })).rejects.toMatchObject({
      code: 'PROPERTIES_REQUIRED',
    });
    const saved = await client.metadata.saveDefinition({
      name: 'Mood',
      properties: [{ name: 'a', definition_id: 'd' }],
    });
    expect(saved).toEqual({ id: 'd2' });
    expect(calls.at(-1)?.body.entity).toMatchObject({ name: 'Mood', title: 'Mood' });
  });

  it('an update skips the uniqueness lookup; a failed save is "Failed to create or update entity definition"', async () => {
    const { client, calls } = direct(() => json({}, 500));
    await expect(
      client.metadata.saveDefinition({
        id: 'd1',
        name: 'VegClient',
        properties: [{ name: 'a', definition_id: 'd' }],
      }),
    ).rejects.toThrow('Failed to create or update entity definition');
    expect(calls.map((c) => c.path)).toEqual(['/api/entity/save']);
  });
});
