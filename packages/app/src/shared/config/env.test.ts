import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env.ts';

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
    });
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
