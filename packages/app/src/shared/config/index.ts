export { ConfigError, readConfig, type AppConfig } from './env.ts';
