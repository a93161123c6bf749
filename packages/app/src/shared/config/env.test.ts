import { describe, expect, it } from 'vitest';
import { ConfigError, EMULATOR_PUSH_KEYS, EMULATOR_VAPID_KEY, readConfig } from './env.ts';

describe('readConfig', () => {
  it('runs a production build on the emulator server with the default tenant when nothing is set', () => {
    expect(readConfig({})).toEqual({
      platformUrl: undefined,
      apiUrl: 'http://localhost:4010',
      tenantCode: 'emotion',
      region: 'eu',
      useEmulator: true,
      adminRoleId: 'fa9a3018-3884-44a6-bca2-d83c106256be',
      referrerGroupId: 'cc9faf59-650d-4d73-ae7f-e0d52847598b',
      siteUrl: 'https://emotionguru.app',
      paddleClientToken: undefined,
      paddleEnvironment: 'sandbox',
      analytics: { provider: 'emulator', collectUrl: 'http://localhost:4010/analytics/collect' },
      push: {
        provider: 'firebase',
        keys: EMULATOR_PUSH_KEYS,
        vapidKey: EMULATOR_VAPID_KEY,
        providerUrl: 'http://localhost:4010',
      },
    });
  });

  it('pushes through the project’s Firebase keys; a platform build missing one has no push, and says which', () => {
    const keys = {
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'emotion-guru',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '2',
    };
    expect(readConfig({ VITE_PLATFORM_URL: 'https://api.example.com', ...keys }).push).toEqual({
      provider: 'firebase',
      keys: { apiKey: 'key', projectId: 'emotion-guru', appId: '1:2:web:3', messagingSenderId: '2' },
      vapidKey: undefined,
    });
    expect(readConfig({ ...keys, VITE_FIREBASE_VAPID_KEY: 'BKey' }).push).toMatchObject({ vapidKey: 'BKey' });
    expect(readConfig({ VITE_PLATFORM_URL: 'https://api.example.com' }).push).toEqual({
      provider: 'none',
      missing: ['apiKey', 'projectId', 'appId', 'messagingSenderId'],
    });
    expect(
      readConfig({ VITE_PLATFORM_URL: 'https://api.example.com', ...keys, VITE_FIREBASE_APP_ID: ' ' }).push,
    ).toEqual({ provider: 'none', missing: ['appId'] });
    // On the emulator, a half-configured project is a mistake too, not the demo project.
    expect(readConfig({ VITE_FIREBASE_API_KEY: 'key' }).push).toMatchObject({ provider: 'none' });
    // In development the emulator (MSW) answers the provider's calls on the page's own origin.
    expect(readConfig({ DEV: true }).push).toMatchObject({ provider: 'firebase', providerUrl: '' });
  });

  it('sends analytics to the emulator on the emulator, nowhere on a platform unless a provider is named', () => {
    expect(readConfig({ DEV: true }).analytics).toEqual({
      provider: 'emulator',
      collectUrl: '/analytics/collect',
    });
    expect(readConfig({ VITE_PLATFORM_URL: 'https://api.example.com' }).analytics).toEqual({
      provider: 'none',
    });
    expect(
      readConfig({ VITE_PLATFORM_URL: 'https://api.example.com', VITE_ANALYTICS: 'ga4:G-AB12CD' }).analytics,
    ).toEqual({ provider: 'ga4', measurementId: 'G-AB12CD' });
    expect(readConfig({ VITE_ANALYTICS: 'none' }).analytics).toEqual({ provider: 'none' });
    expect(() => readConfig({ VITE_ANALYTICS: 'ga4:UA-1' })).toThrow(/VITE_ANALYTICS/);
    expect(() => readConfig({ VITE_PLATFORM_URL: 'https://a.example', VITE_ANALYTICS: 'emulator' })).toThrow(
      /VITE_ANALYTICS/,
    );
  });

  it('talks to the same origin in development, where the emulator is a service worker', () => {
    expect(readConfig({ DEV: true }).apiUrl).toBe('');
  });

  it('uses a real platform when a URL is given', () => {
    const config = readConfig({
      VITE_PLATFORM_URL: 'https://api.example.com',
      VITE_TENANT_CODE: 'acme',
      DEV: true,
    });
    expect(config).toMatchObject({
      apiUrl: 'https://api.example.com',
      tenantCode: 'acme',
      useEmulator: false,
    });
  });

  it('rejects a malformed URL or tenant code with a message naming the variable', () => {
    expect(() => readConfig({ VITE_PLATFORM_URL: 'api.example.com' })).toThrow(ConfigError);
    expect(() => readConfig({ VITE_EMULATOR_URL: 'localhost:4010' })).toThrow(/VITE_EMULATOR_URL/);
    expect(() => readConfig({ VITE_TENANT_CODE: 'Bad Tenant' })).toThrow(/VITE_TENANT_CODE/);
    expect(() => readConfig({ VITE_SITE_URL: 'emotionguru.app' })).toThrow(/VITE_SITE_URL/);
  });

  it('takes the public site’s origin from VITE_SITE_URL, without path or trailing slash', () => {
    expect(readConfig({ VITE_SITE_URL: 'https://www.example.org/' }).siteUrl).toBe('https://www.example.org');
  });

  it('reads Paddle’s client token and environment (sandbox unless production) and refuses any other', () => {
    expect(
      readConfig({ VITE_PADDLE_CLIENT_TOKEN: ' live_abc ', VITE_PADDLE_ENVIRONMENT: 'production' }),
    ).toMatchObject({ paddleClientToken: 'live_abc', paddleEnvironment: 'production' });
    expect(readConfig({ VITE_PADDLE_CLIENT_TOKEN: 'test_abc' }).paddleEnvironment).toBe('sandbox');
    expect(() => readConfig({ VITE_PADDLE_ENVIRONMENT: 'live' })).toThrow(/VITE_PADDLE_ENVIRONMENT/);
  });
});
