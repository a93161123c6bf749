import { describe, expect, it } from 'vitest';
import { parseStoredToken, pushSupport, type PushEnvironment } from './push-support.ts';

const ALL: PushEnvironment = { serviceWorker: true, pushManager: true, notification: true, appWorker: true };
const FIREBASE = {
  provider: 'firebase' as const,
  keys: { apiKey: 'k', projectId: 'p', appId: 'a', messagingSenderId: 's' },
  vapidKey: undefined,
};

describe('pushSupport', () => {
  it('needs a service worker, the Push API, notifications and the app’s own worker', () => {
    expect(pushSupport(ALL, FIREBASE)).toBe('supported');
    for (const missing of ['serviceWorker', 'pushManager', 'notification', 'appWorker'] as const)
      expect(pushSupport({ ...ALL, [missing]: false }, FIREBASE), missing).toBe('unsupported');
  });

  it('reports a build without the provider’s keys as config missing, whatever the browser', () => {
    expect(pushSupport(ALL, { provider: 'none', missing: ['apiKey'] })).toBe('config-missing');
  });
});

describe('parseStoredToken', () => {
  it('reads the stored record, keeping only the known subscription options', () => {
    expect(
      parseStoredToken(
        JSON.stringify({
          userId: 'u1',
          token: 't1',
          createTime: 5,
          options: { auth: 'a', p256dh: 'p', endpoint: 'e', swScope: '/', vapidKey: 'v', other: 'x' },
        }),
      ),
    ).toEqual({
      userId: 'u1',
      token: 't1',
      createTime: 5,
      options: { auth: 'a', p256dh: 'p', endpoint: 'e', swScope: '/', vapidKey: 'v' },
    });
  });

  it('refuses what is absent or broken', () => {
    for (const text of [
      null,
      '',
      '{',
      '[]',
      '{"token":"t","createTime":1}',
      '{"userId":"u","token":"","createTime":1}',
      '{"userId":"u","token":"t","createTime":"now"}',
    ])
      expect(parseStoredToken(text), String(text)).toBeNull();
    expect(parseStoredToken('{"userId":"u","token":"t","createTime":1}')?.options).toEqual({});
  });
});
