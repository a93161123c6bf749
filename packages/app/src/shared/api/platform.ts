import { createPlatformCore, type PlatformCore } from '@emotion-guru/platform-sdk';
import { appConfig } from '../config/index.ts';
import { localTokenStorage } from './token-storage.ts';

let core: PlatformCore | undefined;
const services = new Map<(core: PlatformCore) => unknown, unknown>();

function currentLanguage(): string {
  return typeof document === 'undefined' ? 'en-US' : document.documentElement.lang || 'en-US';
}

/**
 * The app's one platform core (session, entity and workflow calls), created on first use (not at import:
 * it arms the session's refresh timer). Tenant and API host are build-time constants.
 */
export function getPlatform(): PlatformCore {
  core ??= createPlatformCore({
    apiUrl: appConfig().apiUrl,
    tenantCode: appConfig().tenantCode,
    language: currentLanguage,
    tokenStorage: localTokenStorage(),
  });
  return core;
}

/**
 * A service of the platform on the app's core, built on first use from its factory in the SDK
 * (`platformService(groupService).createGroup(...)`): a service's code is then part of the chunks of the
 * slices that use it, not of the app's start (the dashboard does not load the groups', chat's or blog's).
 */
export function platformService<Service>(factory: (core: PlatformCore) => Service): Service {
  if (!services.has(factory)) services.set(factory, factory(getPlatform()));
  return services.get(factory) as Service;
}
