export { ConfigError, DEFAULT_EMULATOR_URL, appConfig, readConfig, type AppConfig } from './env.ts';
