/** Base class, so callers can tell the module's expected failures from bugs with one instanceof. */
export class LocalEncryptionError extends Error {
  override name = 'LocalEncryptionError';
}

/**
 * The password did not unwrap the data key. AES-KW authenticates the wrapped key, so this is also what a
 * keyring record altered in storage produces: the two cannot be told apart, and neither loses data.
 */
export class WrongPasswordError extends LocalEncryptionError {
  override name = 'WrongPasswordError';
  constructor() {
    super('The password does not unlock this keyring.');
  }
}

export type TamperReason = 'malformed' | 'unsupported-version' | 'authentication-failed';

/**
 * An envelope cannot be decrypted. For 'authentication-failed', AES-GCM cannot distinguish damaged bytes
 * from a different key or a different context: it means "damaged, or not encrypted with this key for
 * this field". Either way the text is never returned half-decrypted.
 */
export class TamperedCiphertextError extends LocalEncryptionError {
  override name = 'TamperedCiphertextError';
  readonly reason: TamperReason;
  constructor(reason: TamperReason) {
    super(`The encrypted text cannot be decrypted (${reason}).`);
    this.reason = reason;
  }
}

/** A stored keyring record is not a keyring this version understands. */
export class InvalidKeyringError extends LocalEncryptionError {
  override name = 'InvalidKeyringError';
}
