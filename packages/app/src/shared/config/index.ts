export {
  ConfigError,
  DEFAULT_EMULATOR_URL,
  appConfig,
  readConfig,
  type AnalyticsTarget,
  type AppConfig,
  type PushTarget,
} from './env.ts';
export { MIN_NEW_PASSWORD_LENGTH } from './passwords.ts';
export { DEFAULT_SITE_URL } from './site.ts';
export { APP_VERSION } from './app-version.ts';
export { ANALYTICS_CONSENT_KEY, SESSION_STORAGE_KEY } from './storage-keys.ts';
