import { readSiteUrl } from './site.ts';

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
  /** The platform's fixed id of the admin role (spec section 6). */
  adminRoleId: string;
  /** The group whose members are referrers (spec section 6). */
  referrerGroupId: string;
  /** The public site's origin, for canonical URLs and share cards (`VITE_SITE_URL`). */
  siteUrl: string;
  /** Paddle Billing's client-side token (`VITE_PADDLE_CLIENT_TOKEN`); without it only hosted checkouts open. */
  paddleClientToken: string | undefined;
  /** `VITE_PADDLE_ENVIRONMENT`: sandbox unless set to production. */
  paddleEnvironment: 'sandbox' | 'production';
  /** Where the public pages' analytics go, once a visitor allows them (`VITE_ANALYTICS`). */
  analytics: AnalyticsTarget;
  /** Web push through Firebase Cloud Messaging (`VITE_FIREBASE_*`), or why there is none. */
  push: PushTarget;
}

/** The push provider's web keys (Firebase: a web app's config). */
export interface PushProviderKeys {
  apiKey: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
}

/**
 * Web push: Firebase Cloud Messaging with the project's keys (`VITE_FIREBASE_API_KEY`,
 * `VITE_FIREBASE_PROJECT_ID`, `VITE_FIREBASE_APP_ID`, `VITE_FIREBASE_MESSAGING_SENDER_ID`) and, optionally,
 * its VAPID public key (`VITE_FIREBASE_VAPID_KEY`; Firebase's own otherwise). On the emulator without
 * them: a demo project whose provider calls the emulator answers (`providerUrl`: where the calls for
 * Google's push hosts go). A platform build missing a key has no push (`missing` names the keys: the app
 * reports the config missing and push unsupported, and nothing else fails).
 */
export type PushTarget =
  | { provider: 'firebase'; keys: PushProviderKeys; vapidKey: string | undefined; providerUrl?: string }
  | { provider: 'none'; missing: (keyof PushProviderKeys)[] };

/** The emulator's push project (Firebase names emulator-only projects `demo-…`). */
export const EMULATOR_PUSH_KEYS: PushProviderKeys = {
  apiKey: 'demo-api-key',
  projectId: 'demo-emotion-guru',
  appId: '1:000000000000:web:0000000000000000',
  messagingSenderId: '000000000000',
};
/** A VAPID public key for the emulator's demo project (nothing is ever pushed with its private half). */
export const EMULATOR_VAPID_KEY =
  'BP2ngLUV1AX1sBRF-Iz7oWiaYgYS93DdCoPNGjBlnLjiR_qqbCGLxOLtp8xoN_06LAMu6RJ-uqQUf-EkV0BVPRI';

/**
 * `VITE_ANALYTICS`: `ga4:<measurement id>` (Google Analytics 4), `none`, or unset: the emulator's collector
 * when the app runs on the emulator, else none.
 */
export type AnalyticsTarget =
  | { provider: 'emulator'; collectUrl: string }
  | { provider: 'ga4'; measurementId: string }
  | { provider: 'none' };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_TENANT_CODE = 'emotion';
export const DEFAULT_REGION = 'eu';
/** The emulator's seeded ids of the admin role and the referrer group (mocks/src/ids.ts). */
export const EMULATOR_ADMIN_ROLE_ID = 'fa9a3018-3884-44a6-bca2-d83c106256be';
export const EMULATOR_REFERRER_GROUP_ID = 'cc9faf59-650d-4d73-ae7f-e0d52847598b';

/** The emulator's HTTP server (`npm run emulator`), used by production builds without a platform URL. */
export const DEFAULT_EMULATOR_URL = 'http://localhost:4010';

type RawEnv = Partial<
  Record<
    | 'VITE_PLATFORM_URL'
    | 'VITE_TENANT_CODE'
    | 'VITE_REGION'
    | 'VITE_EMULATOR_URL'
    | 'VITE_ADMIN_ROLE_ID'
    | 'VITE_REFERRER_GROUP_ID'
    | 'VITE_SITE_URL'
    | 'VITE_PADDLE_CLIENT_TOKEN'
    | 'VITE_PADDLE_ENVIRONMENT'
    | 'VITE_ANALYTICS'
    | 'VITE_FIREBASE_API_KEY'
    | 'VITE_FIREBASE_PROJECT_ID'
    | 'VITE_FIREBASE_APP_ID'
    | 'VITE_FIREBASE_MESSAGING_SENDER_ID'
    | 'VITE_FIREBASE_VAPID_KEY',
    string
  >
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
    adminRoleId: env.VITE_ADMIN_ROLE_ID?.trim() || EMULATOR_ADMIN_ROLE_ID,
    referrerGroupId: env.VITE_REFERRER_GROUP_ID?.trim() || EMULATOR_REFERRER_GROUP_ID,
    siteUrl: siteUrlOf(env.VITE_SITE_URL),
    paddleClientToken: env.VITE_PADDLE_CLIENT_TOKEN?.trim() || undefined,
    paddleEnvironment: paddleEnvironmentOf(env.VITE_PADDLE_ENVIRONMENT),
    analytics: analyticsOf(env.VITE_ANALYTICS, platformUrl === undefined, apiUrl),
    push: pushOf(env, platformUrl === undefined, apiUrl),
  };
}

function pushOf(env: RawEnv, onEmulator: boolean, apiUrl: string): PushTarget {
  const given: Record<keyof PushProviderKeys, string | undefined> = {
    apiKey: env.VITE_FIREBASE_API_KEY?.trim() || undefined,
    projectId: env.VITE_FIREBASE_PROJECT_ID?.trim() || undefined,
    appId: env.VITE_FIREBASE_APP_ID?.trim() || undefined,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID?.trim() || undefined,
  };
  const vapidKey = env.VITE_FIREBASE_VAPID_KEY?.trim() || undefined;
  if (Object.values(given).every((value) => value === undefined) && onEmulator)
    return {
      provider: 'firebase',
      keys: EMULATOR_PUSH_KEYS,
      vapidKey: EMULATOR_VAPID_KEY,
      providerUrl: apiUrl,
    };
  const missing = (Object.keys(given) as (keyof PushProviderKeys)[]).filter(
    (key) => given[key] === undefined,
  );
  if (missing.length > 0) return { provider: 'none', missing };
  const keys = given as PushProviderKeys;
  return { provider: 'firebase', keys, vapidKey };
}

function analyticsOf(value: string | undefined, onEmulator: boolean, apiUrl: string): AnalyticsTarget {
  const setting = value?.trim() || (onEmulator ? 'emulator' : 'none');
  if (setting === 'none') return { provider: 'none' };
  if (setting === 'emulator' && onEmulator) {
    return { provider: 'emulator', collectUrl: `${apiUrl}/analytics/collect` };
  }
  const ga4 = /^ga4:(G-[A-Z0-9]+)$/.exec(setting);
  if (ga4?.[1]) return { provider: 'ga4', measurementId: ga4[1] };
  throw new ConfigError(
    `VITE_ANALYTICS must be ga4:G-… or none${onEmulator ? ' or emulator' : ''}, got "${setting}"`,
  );
}

function paddleEnvironmentOf(value: string | undefined): 'sandbox' | 'production' {
  const environment = value?.trim() || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new ConfigError(`VITE_PADDLE_ENVIRONMENT must be sandbox or production, got "${environment}"`);
  }
  return environment;
}

function siteUrlOf(value: string | undefined): string {
  try {
    return readSiteUrl(value);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

let cached: AppConfig | undefined;

/** The app's configuration, read from Vite's build-time env on first use. */
export function appConfig(): AppConfig {
  cached ??= readConfig(import.meta.env);
  return cached;
}
