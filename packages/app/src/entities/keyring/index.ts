export {
  $dataKey,
  $encryption,
  $keyring,
  $keyringFailed,
  changePasswordFx,
  enableEncryptionFx,
  keyringRequested,
  loadKeyringFx,
  lockRequested,
  unlockFx,
  type EncryptionState,
} from './model/keyring.ts';
export type { StoredKeyring } from './api/keyring-api.ts';
