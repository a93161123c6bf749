import { fromBase64url, toBase64url } from './base64url.ts';
import { InvalidKeyringError, WrongPasswordError } from './errors.ts';
import {
  DATA_KEY_BITS,
  MAX_PBKDF2_ITERATIONS,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  WRAPPED_KEY_BYTES,
} from './params.ts';

/**
 * What the platform stores so that any device can unlock with the password: the data key wrapped under a
 * password-derived key, and what is needed to derive that key again. Nothing in it checks a password.
 */
export interface LockedKeyring {
  version: 1;
  kdf: 'PBKDF2-SHA256';
  iterations: number;
  /** base64url, 16 bytes. */
  salt: string;
  /** AES-KW (RFC 3394): deterministic and IV-less, which is safe because every wrap has a fresh salt. */
  wrap: 'AES-KW';
  /** base64url, 40 bytes: the 32-byte AES-256-GCM data key wrapped with AES-256-KW. */
  wrappedKey: string;
}

export interface UnlockedKeyring {
  keyring: LockedKeyring;
  /** Non-extractable: the script can use it but never read its bytes. */
  dataKey: CryptoKey;
}

const DATA_KEY_ALGORITHM = { name: 'AES-GCM', length: DATA_KEY_BITS } as const;
const DATA_KEY_USAGES: KeyUsage[] = ['encrypt', 'decrypt'];

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

function passwordBytes(password: string): Uint8Array<ArrayBuffer> {
  if (password.length === 0) throw new RangeError('The encryption password must not be empty.');
  // The same password typed on another system may arrive composed differently (Turkish İ, ğ, ş...).
  return new TextEncoder().encode(password.normalize('NFC'));
}

/** The key-encryption key: non-extractable, and good only for wrapping and unwrapping. */
async function deriveWrappingKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', passwordBytes(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

async function wrapUnderPassword(
  dataKey: CryptoKey,
  password: string,
): Promise<{
  keyring: LockedKeyring;
  wrappingKey: CryptoKey;
}> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const wrappingKey = await deriveWrappingKey(password, salt, PBKDF2_ITERATIONS);
  const wrapped = new Uint8Array(await subtle().wrapKey('raw', dataKey, wrappingKey, 'AES-KW'));
  const keyring: LockedKeyring = {
    version: 1,
    kdf: 'PBKDF2-SHA256',
    iterations: PBKDF2_ITERATIONS,
    salt: toBase64url(salt),
    wrap: 'AES-KW',
    wrappedKey: toBase64url(wrapped),
  };
  return { keyring, wrappingKey };
}

async function unwrapDataKey(
  keyring: LockedKeyring,
  wrappingKey: CryptoKey,
  extractable: boolean,
): Promise<CryptoKey> {
  const wrapped = decodeField(keyring.wrappedKey, 'wrappedKey');
  try {
    return await subtle().unwrapKey(
      'raw',
      wrapped,
      wrappingKey,
      'AES-KW',
      DATA_KEY_ALGORITHM,
      extractable,
      DATA_KEY_USAGES,
    );
  } catch (error) {
    // AES-KW's integrity check failed: a wrong password (or an altered record). Anything else is a bug.
    if (error instanceof DOMException && error.name === 'OperationError') throw new WrongPasswordError();
    throw error;
  }
}

async function deriveFor(keyring: LockedKeyring, password: string): Promise<CryptoKey> {
  const checked = parseKeyring(keyring);
  return deriveWrappingKey(password, decodeField(checked.salt, 'salt'), checked.iterations);
}

/** Turning encryption on: a fresh random data key, wrapped under the password. */
export async function createKeyring(password: string): Promise<UnlockedKeyring> {
  // Extractable only so that wrapKey can read it; callers only ever see the non-extractable copy.
  const extractable = await subtle().generateKey(DATA_KEY_ALGORITHM, true, DATA_KEY_USAGES);
  const { keyring, wrappingKey } = await wrapUnderPassword(extractable, password);
  const dataKey = await unwrapDataKey(keyring, wrappingKey, false);
  return { keyring, dataKey };
}

/** Throws WrongPasswordError when the password does not unwrap the data key; changes nothing. */
export async function unlockKeyring(keyring: LockedKeyring, password: string): Promise<CryptoKey> {
  return unwrapDataKey(keyring, await deriveFor(keyring, password), false);
}

/**
 * Changing the password: the same data key under a new salt and password, so no entry is re-encrypted.
 * Throws WrongPasswordError (and returns nothing to store) when the old password is wrong.
 */
export async function rewrapKeyring(
  keyring: LockedKeyring,
  oldPassword: string,
  newPassword: string,
): Promise<UnlockedKeyring> {
  passwordBytes(newPassword);
  // Extractable for the moment of re-wrapping only; it goes out of scope when this function returns.
  const extractable = await unwrapDataKey(keyring, await deriveFor(keyring, oldPassword), true);
  const rewrapped = await wrapUnderPassword(extractable, newPassword);
  const dataKey = await unwrapDataKey(rewrapped.keyring, rewrapped.wrappingKey, false);
  return { keyring: rewrapped.keyring, dataKey };
}

export function serializeKeyring(keyring: LockedKeyring): string {
  return JSON.stringify(parseKeyring(keyring));
}

function decodeField(value: string, field: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64url(value);
  if (!bytes) throw new InvalidKeyringError(`Keyring field "${field}" is not base64url.`);
  return bytes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkedBytes(record: Record<string, unknown>, field: string, length: number): string {
  const value = record[field];
  if (typeof value !== 'string') throw new InvalidKeyringError(`Keyring field "${field}" is missing.`);
  if (decodeField(value, field).length !== length) {
    throw new InvalidKeyringError(`Keyring field "${field}" must hold ${length} bytes.`);
  }
  return value;
}

/**
 * Accepts a keyring record as stored (a JSON string, or the object the platform returned) and returns a
 * clean copy, or throws InvalidKeyringError. Unknown versions are refused rather than guessed at.
 */
export function parseKeyring(input: unknown): LockedKeyring {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new InvalidKeyringError('The keyring is not JSON.');
    }
  }
  if (!isRecord(value)) throw new InvalidKeyringError('The keyring is not an object.');
  if (value['version'] !== 1) throw new InvalidKeyringError('Unsupported keyring version.');
  if (value['kdf'] !== 'PBKDF2-SHA256') throw new InvalidKeyringError('Unsupported key derivation.');
  if (value['wrap'] !== 'AES-KW') throw new InvalidKeyringError('Unsupported key wrapping.');
  const iterations = value['iterations'];
  if (
    typeof iterations !== 'number' ||
    !Number.isInteger(iterations) ||
    iterations < PBKDF2_ITERATIONS ||
    iterations > MAX_PBKDF2_ITERATIONS
  ) {
    throw new InvalidKeyringError('The keyring has an unacceptable iteration count.');
  }
  return {
    version: 1,
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: checkedBytes(value, 'salt', SALT_BYTES),
    wrap: 'AES-KW',
    wrappedKey: checkedBytes(value, 'wrappedKey', WRAPPED_KEY_BYTES),
  };
}
