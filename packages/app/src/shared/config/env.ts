/**
 * Build-time configuration, read once and validated. The tenant code and region are fixed at build
 * time (spec section 1); no platform URL means the app runs on the built-in emulator.
 */
export interface AppConfig {
  /** The platform's API host, or undefined to use the emulator. */
  platformUrl: string | undefined;
  tenantCode: string;
  region: string;
  useEmulator: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_TENANT_CODE = 'emotion';
export const DEFAULT_REGION = 'eu';

type RawEnv = Partial<Record<'VITE_PLATFORM_URL' | 'VITE_TENANT_CODE' | 'VITE_REGION', string>>;

export function readConfig(env: RawEnv): AppConfig {
  const platformUrl = env.VITE_PLATFORM_URL?.trim() || undefined;
  if (platformUrl && !/^https?:\/\/[^\s/]+/.test(platformUrl)) {
    throw new ConfigError(`VITE_PLATFORM_URL must be an http(s) URL, got "${platformUrl}"`);
  }
  const tenantCode = env.VITE_TENANT_CODE?.trim() || DEFAULT_TENANT_CODE;
  if (!/^[a-z][a-z0-9-]*$/.test(tenantCode)) {
    throw new ConfigError(
      `VITE_TENANT_CODE must be lower-case letters, digits or dashes, got "${tenantCode}"`,
    );
  }
  return {
    platformUrl,
    tenantCode,
    region: env.VITE_REGION?.trim() || DEFAULT_REGION,
    useEmulator: platformUrl === undefined,
  };
}
