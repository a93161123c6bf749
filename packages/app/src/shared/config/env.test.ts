import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env.ts';

describe('readConfig', () => {
  it('runs on the emulator with the default tenant when nothing is set', () => {
    expect(readConfig({})).toEqual({
      platformUrl: undefined,
      tenantCode: 'emotion',
      region: 'eu',
      useEmulator: true,
    });
  });

  it('uses a real platform when a URL is given', () => {
    const config = readConfig({ VITE_PLATFORM_URL: 'https://api.example.com', VITE_TENANT_CODE: 'acme' });
    expect(config).toMatchObject({
      platformUrl: 'https://api.example.com',
      tenantCode: 'acme',
      useEmulator: false,
    });
  });

  it('rejects a malformed URL or tenant code with a message naming the variable', () => {
    expect(() => readConfig({ VITE_PLATFORM_URL: 'api.example.com' })).toThrow(ConfigError);
    expect(() => readConfig({ VITE_TENANT_CODE: 'Bad Tenant' })).toThrow(/VITE_TENANT_CODE/);
  });
});
