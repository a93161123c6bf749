import { createPlatformClient, type PlatformClient } from '@emotion-guru/platform-sdk';
import { appConfig } from '../config/index.ts';
import { localTokenStorage } from './token-storage.ts';

let client: PlatformClient | undefined;

function currentLanguage(): string {
  return typeof document === 'undefined' ? 'en-US' : document.documentElement.lang || 'en-US';
}

/**
 * The app's one platform client, created on first use (not at import: it arms the session's refresh
 * timer). Tenant and API host are build-time constants.
 */
export function getPlatform(): PlatformClient {
  client ??= createPlatformClient({
    apiUrl: appConfig().apiUrl,
    tenantCode: appConfig().tenantCode,
    language: currentLanguage,
    tokenStorage: localTokenStorage(),
  });
  return client;
}
