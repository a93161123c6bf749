export { importWithRetry, type RetryOptions } from './import-with-retry.ts';
export { isChunkLoadError } from './is-chunk-load-error.ts';
export {
  CHUNK_RELOAD_DELAY_MS,
  browserRecoveryEnvironment,
  recoverFromChunkError,
  recoveredRecently,
  type RecoveryEnvironment,
} from './recover-from-chunk-error.ts';
