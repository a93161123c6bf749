export { isBrowserOffline, useOnline } from './online.ts';
export {
  WriteConflictError,
  assertUnchanged,
  queueWrite,
  readQueuedWrite,
  readQueuedWrites,
  removeQueuedWrite,
  replayWrites,
  retryDelay,
  subscribeToQueue,
  updateQueuedWrite,
  type QueuedWrite,
  type QueuedWriteState,
  type ReplayResult,
  type WriteSender,
} from './write-queue.ts';
