/**
 * Build-time configuration, read once and validated. The tenant code and region are fixed at build
 * time (spec section 1); no platform URL means the app runs on the built-in emulator.
 */
export interface AppConfig {
  /** The platform's API host, or undefined to use the emulator. */
  platformUrl: string | undefined;
  /** Where API calls go: the platform, the emulator's HTTP server, or '' (same origin: the dev MSW worker). */
  apiUrl: string;
  tenantCode: string;
  region: string;
  useEmulator: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_TENANT_CODE = 'emotion';
export const DEFAULT_REGION = 'eu';
/** The emulator's HTTP server (`npm run emulator`), used by production builds without a platform URL. */
export const DEFAULT_EMULATOR_URL = 'http://localhost:4010';

type RawEnv = Partial<
  Record<'VITE_PLATFORM_URL' | 'VITE_TENANT_CODE' | 'VITE_REGION' | 'VITE_EMULATOR_URL', string>
> & {
  DEV?: boolean;
};

const HTTP_URL = /^https?:\/\/[^\s/]+/;

export function readConfig(env: RawEnv): AppConfig {
  const platformUrl = env.VITE_PLATFORM_URL?.trim() || undefined;
  if (platformUrl && !HTTP_URL.test(platformUrl)) {
    throw new ConfigError(`VITE_PLATFORM_URL must be an http(s) URL, got "${platformUrl}"`);
  }
  const emulatorUrl = env.VITE_EMULATOR_URL?.trim() || DEFAULT_EMULATOR_URL;
  if (!HTTP_URL.test(emulatorUrl)) {
    throw new ConfigError(`VITE_EMULATOR_URL must be an http(s) URL, got "${emulatorUrl}"`);
  }
  const tenantCode = env.VITE_TENANT_CODE?.trim() || DEFAULT_TENANT_CODE;
  if (!/^[a-z][a-z0-9-]*$/.test(tenantCode)) {
    throw new ConfigError(
      `VITE_TENANT_CODE must be lower-case letters, digits or dashes, got "${tenantCode}"`,
    );
  }
  // In development the emulator runs as a service worker that answers same-origin /api calls.
  const apiUrl = platformUrl ?? (env.DEV ? '' : emulatorUrl);
  return {
    platformUrl,
    apiUrl,
    tenantCode,
    region: env.VITE_REGION?.trim() || DEFAULT_REGION,
    useEmulator: platformUrl === undefined,
  };
}

let cached: AppConfig | undefined;

/** The app's configuration, read from Vite's build-time env on first use. */
export function appConfig(): AppConfig {
  cached ??= readConfig(import.meta.env);
  return cached;
}
