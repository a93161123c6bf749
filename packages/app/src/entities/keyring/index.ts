export {
  $dataKey,
  $encryption,
  $keyring,
  $keyringFailed,
  changePasswordFx,
  enableEncryptionFx,
  keyringRequested,
  lockRequested,
  unlockFx,
  type EncryptionState,
} from './model/keyring.ts';
export { gateSaveOnEncryption, type SaveBlock } from './model/save-gate.ts';
export { $keyReader, type KeyReader } from './model/reader.ts';
