export { fromBase64url, toBase64url } from './base64url.ts';
export { decryptText, encryptText, isEncryptedText, type EncryptionContext } from './envelope.ts';
export {
  InvalidKeyringError,
  LocalEncryptionError,
  TamperedCiphertextError,
  WrongPasswordError,
  type TamperReason,
} from './errors.ts';
export {
  createKeyring,
  parseKeyring,
  rewrapKeyring,
  serializeKeyring,
  unlockKeyring,
  type LockedKeyring,
  type UnlockedKeyring,
} from './keyring.ts';
export { IV_BYTES, PBKDF2_ITERATIONS, SALT_BYTES } from './params.ts';
export {
  openRecord,
  type OpenedRecord,
  type RecordProtection,
  type SealedTextReader,
} from './open-record.ts';
