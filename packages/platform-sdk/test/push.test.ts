import { describe, expect, it } from 'vitest';
import {
  PUSH_TOKEN_MAX_AGE_MS,
  PushOperation,
  PushPlatform,
  memoryTokenStorage,
  nativePushEndpoint,
  pushTokenNeedsRefresh,
  validatePushConfig,
  webPushEndpoint,
  type StoredPushToken,
} from '../src/index.ts';
import { makeClient, signedIn, type Handler, type Recorded } from './helpers.ts';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const DAY = 24 * 60 * 60_000;

/** An in-memory GsbPushSubscription table answering query (eq / in), save, saveMulti and delete. */
function pushTable(rows: { id: string; fcmToken: string }[]): Handler {
  return (r: Recorded) => {
    const body = r.body;
    switch (r.path) {
      case '/api/entity/query': {
        const [filter] = body.filters as { op: string; value: unknown }[];
        const wanted = filter?.op === 'eq' ? [filter.value] : (filter?.value as unknown[]);
        return { entities: rows.filter((row) => wanted.includes(row.fcmToken)) };
      }
      case '/api/entity/save': {
        const entity = body.entity as { id?: string };
        const id = entity.id ?? `new-${rows.length + 1}`;
        return { id, entity: { ...entity, id } };
      }
      case '/api/entity/saveMulti':
        return { entities: body.entities, affectedRowCount: (body.entities as unknown[]).length };
      case '/api/entity/delete':
        return { deleteCount: 1 };
      default:
        return {};
    }
  };
}

function client(rows: { id: string; fcmToken: string }[] = [], storage = signedIn()) {
  return makeClient(pushTable(rows), { tokenStorage: storage, batch: { enabled: false }, now: () => NOW });
}

describe('push subscriptions', () => {
  it('names its operations', () => {
    expect(Object.values(PushOperation)).toEqual([
      'SUBSCRIBE_PUSH',
      'UNSUBSCRIBE_INVALID_TOKENS',
      'UPDATE_CANONICAL_TOKENS',
    ]);
  });

  it('subscribe looks the token up (eq, id and fcmToken) and saves a new record with the user agent cut to 255', async () => {
    const { client: c, calls } = client();
    const saved = await c.push.subscribe({
      userId: 'u1',
      fcmToken: 'tok',
      platform: PushPlatform.Web,
      keys: { auth: 'a', p256dh: 'p' },
      userAgent: 'x'.repeat(400),
    });
    expect(calls[0]?.body).toMatchObject({
      entityName: 'GsbPushSubscription',
      filters: [{ field: 'fcmToken', op: 'eq', value: 'tok' }],
      selectCols: ['id', 'fcmToken'],
    });
    const entity = calls[1]?.body.entity as Record<string, unknown>;
    expect(calls[1]?.path).toBe('/api/entity/save');
    expect(entity).toMatchObject({
      user_id: 'u1',
      fcmToken: 'tok',
      platform: 1,
      endpoint: 'https://fcm.googleapis.com/fcm/send/tok',
      keysStr: '{"auth":"a","p256dh":"p"}',
    });
    expect(entity.id).toBeUndefined();
    expect((entity.userAgent as string).length).toBe(255);
    expect(saved.id).toBe('new-1');
  });

  it('subscribe reuses the record of a known token', async () => {
    const { client: c, calls } = client([{ id: 'r9', fcmToken: 'tok' }]);
    await c.push.subscribe({
      userId: 'u1',
      fcmToken: 'tok',
      platform: PushPlatform.Android,
      endpoint: 'native://x',
    });
    expect(calls[1]?.body.entity).toMatchObject({
      id: 'r9',
      platform: 2,
      endpoint: 'native://x',
      userAgent: '',
    });
  });

  it('refuses a payload for another user, or without a signed-in user, before any request', async () => {
    const { client: c, calls } = client();
    await expect(
      c.push.subscribe({ userId: 'u2', fcmToken: 't', platform: PushPlatform.Ios }),
    ).rejects.toThrow('User ID in payload does not match authenticated user.');
    const anonymous = client([], memoryTokenStorage());
    await expect(
      anonymous.client.push.subscribe({ userId: 'u1', fcmToken: 't', platform: PushPlatform.Ios }),
    ).rejects.toMatchObject({ code: 'PUSH_NO_CURRENT_USER' });
    expect(calls).toHaveLength(0);
  });

  it('unsubscribes invalid tokens: query with in, delete each', async () => {
    const { client: c, calls } = client([
      { id: 'a', fcmToken: 't1' },
      { id: 'b', fcmToken: 't2' },
    ]);
    expect(await c.push.unsubscribeInvalidTokens(['t1', 't2', 't3'])).toBe(2);
    expect(calls[0]?.body.filters).toEqual([{ field: 'fcmToken', op: 'in', value: ['t1', 't2', 't3'] }]);
    expect(calls.slice(1).map((x) => [x.path, x.body.entityId])).toEqual([
      ['/api/entity/delete', 'a'],
      ['/api/entity/delete', 'b'],
    ]);
    expect(await c.push.unsubscribeInvalidTokens([])).toBe(0);
  });

  it('updates canonical tokens in one bulk save', async () => {
    const { client: c, calls } = client([{ id: 'a', fcmToken: 'old' }]);
    expect(
      await c.push.updateCanonicalTokens([
        { oldToken: 'old', newToken: 'new' },
        { oldToken: 'gone', newToken: 'x' },
      ]),
    ).toBe(1);
    expect(calls[1]).toMatchObject({
      path: '/api/entity/saveMulti',
      body: { entities: [{ id: 'a', fcmToken: 'new', endpoint: 'https://fcm.googleapis.com/fcm/send/new' }] },
    });
    const none = client([]);
    expect(await none.client.push.updateCanonicalTokens([{ oldToken: 'q', newToken: 'r' }])).toBe(0);
    expect(none.calls).toHaveLength(1);
  });

  it('a token older than 7 days, or with changed options, needs a refresh', () => {
    const stored: StoredPushToken = {
      token: 't',
      createTime: NOW - PUSH_TOKEN_MAX_AGE_MS + 1,
      options: { auth: 'a' },
    };
    expect(pushTokenNeedsRefresh(stored, { auth: 'a' }, NOW)).toBe(false);
    expect(pushTokenNeedsRefresh(stored, { auth: 'a' }, NOW + 1)).toBe(true);
    expect(pushTokenNeedsRefresh(stored, { auth: 'b' }, NOW)).toBe(true);
    expect(pushTokenNeedsRefresh(stored, { auth: 'a', vapidKey: 'v' }, NOW)).toBe(true);
  });

  it('ensureFresh keeps a fresh token and replaces a stale one (old deleted, new made)', async () => {
    const { client: c, calls } = client([{ id: 'old-rec', fcmToken: 'old' }]);
    const payload = { userId: 'u1', platform: PushPlatform.Web };
    const fresh: StoredPushToken = { token: 'old', createTime: NOW - DAY, options: { auth: 'a' } };
    expect(await c.push.ensureFresh(fresh, { token: 'old', options: { auth: 'a' } }, payload)).toEqual({
      replaced: false,
      stored: fresh,
    });
    expect(calls).toHaveLength(0);

    const stale = { ...fresh, createTime: NOW - 8 * DAY };
    const outcome = await c.push.ensureFresh(stale, { token: 'newer', options: { auth: 'a' } }, payload);
    expect(outcome).toEqual({
      replaced: true,
      stored: { token: 'newer', createTime: NOW, options: { auth: 'a' } },
    });
    expect(calls.map((x) => x.path)).toEqual([
      '/api/entity/query',
      '/api/entity/delete',
      '/api/entity/query',
      '/api/entity/save',
    ]);
    expect(calls[1]?.body.entityId).toBe('old-rec');
  });

  it('ensureFresh with nothing stored just subscribes', async () => {
    const { client: c, calls } = client();
    const outcome = await c.push.ensureFresh(
      null,
      { token: 'n', options: {} },
      { userId: 'u1', platform: PushPlatform.Web },
    );
    expect(outcome.replaced).toBe(true);
    expect(calls.map((x) => x.path)).toEqual(['/api/entity/query', '/api/entity/save']);
  });

  it('provider config must contain projectId, apiKey, appId, messagingSenderId', () => {
    const config = { projectId: 'p', apiKey: 'k', appId: 'a', messagingSenderId: 'm' };
    expect(validatePushConfig(config)).toBe(config);
    for (const key of Object.keys(config)) {
      expect(() => validatePushConfig({ ...config, [key]: '' })).toThrow(
        `Push provider config is missing ${key}`,
      );
    }
    expect(() => validatePushConfig(null)).toThrow('projectId');
  });

  it('builds web and native endpoints', () => {
    expect(webPushEndpoint('a/b')).toBe('https://fcm.googleapis.com/fcm/send/a%2Fb');
    expect(nativePushEndpoint('https://relay.test/', PushPlatform.Ios, 't')).toBe('https://relay.test/ios/t');
    expect(nativePushEndpoint('https://relay.test', PushPlatform.Android, 't')).toBe(
      'https://relay.test/android/t',
    );
  });
});
