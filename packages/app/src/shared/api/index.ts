export { getPlatform, platformService } from './platform.ts';
export { SESSION_STORAGE_KEY, localTokenStorage } from './token-storage.ts';
export {
  startDevEmulator,
  readEmulatorSwitches,
  setEmulatorSwitches,
  type EmulatorSwitches,
} from './emulator.ts';
export { createRemoteQuery, isTransientFailure, retryTransientFailures } from './remote.ts';
export { countClientRecordsBefore } from './count-before.ts';
export { ensureTagIds, fetchClientTagNames } from './client-tags.ts';
export { readEveryClientRecord } from './client-records.ts';
export { deleteRecords, saveRecords } from './records.ts';
export { clearOfflineCopies, isOfflineFailure, readWithOfflineCopy } from './offline-copy.ts';
