export { EncryptionPasswordDialog, type PasswordDialogMode } from './ui/EncryptionPasswordDialog.tsx';
export { EncryptionSettings, UnlockPrompt } from './ui/EncryptionSettings.tsx';
export { checkNewPassword, MIN_ENCRYPTION_PASSWORD_LENGTH } from './lib/password-rules.ts';
export {
  $encryptProgress,
  $plainCount,
  encryptExistingFx,
  encryptExistingRequested,
  plainEntriesRequested,
  scanPlainEntriesFx,
} from './model/encrypt-existing.ts';
