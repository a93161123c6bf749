export type { CacheInfo } from './cache-rules.ts';
export {
  browserServiceWorkerEnvironment,
  startServiceWorker,
  UPDATE_CHECK_MS,
  VISIBLE_UPDATE_CHECK_MS,
  type ServiceWorkerEnvironment,
  type ServiceWorkerHandle,
  type WorkerClient,
} from './start-service-worker.ts';
export {
  checkForUpdate,
  clearCaches,
  readCacheInfos,
  readWorkerState,
  showTestPush,
  type WorkerState,
} from './worker-state.ts';
export { NOTIFICATION_CLICK_NAVIGATE, PUSH_NOTIFICATION, pushText, pushTimestamp } from './push-message.ts';
