import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromBase64url, toBase64url } from './base64url.ts';
import { decryptText, encryptText } from './envelope.ts';
import { InvalidKeyringError, WrongPasswordError } from './errors.ts';
import {
  createKeyring,
  parseKeyring,
  rewrapKeyring,
  serializeKeyring,
  unlockKeyring,
  type LockedKeyring,
  type UnlockedKeyring,
} from './keyring.ts';
import { PBKDF2_ITERATIONS } from './params.ts';

// Each PBKDF2 derivation at 600,000 iterations takes up to a second: derive as few times as possible.
const SLOW = 30_000;
const PASSWORD = 'correct horse battery staple';
const CONTENT = 'journal.content';

let created: UnlockedKeyring;
/** Made with the data key createKeyring returned, before any password change. */
let earlyEnvelope: string;

beforeAll(async () => {
  created = await createKeyring(PASSWORD);
  earlyEnvelope = await encryptText(
    created.dataKey,
    'Written before the password changed. Çok özel.',
    CONTENT,
  );
}, SLOW);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createKeyring', () => {
  it('stores a versioned record with the KDF parameters and the wrapped key, and nothing else', () => {
    const { keyring } = created;
    expect(Object.keys(keyring).sort()).toEqual([
      'iterations',
      'kdf',
      'salt',
      'version',
      'wrap',
      'wrappedKey',
    ]);
    expect(keyring).toMatchObject({ version: 1, kdf: 'PBKDF2-SHA256', iterations: 600_000, wrap: 'AES-KW' });
    expect(fromBase64url(keyring.salt)).toHaveLength(16);
    expect(fromBase64url(keyring.wrappedKey)).toHaveLength(40);
    expect(JSON.stringify(keyring)).not.toContain(PASSWORD);
  });

  it('hands out a data key that cannot be exported', async () => {
    expect(created.dataKey.extractable).toBe(false);
    expect(created.dataKey.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(globalThis.crypto.subtle.exportKey('raw', created.dataKey)).rejects.toThrow();
  });

  it('rejects an empty password', async () => {
    await expect(createKeyring('')).rejects.toBeInstanceOf(RangeError);
  });
});

describe('unlockKeyring', () => {
  it(
    'derives with PBKDF2-HMAC-SHA256 at 600,000 iterations and the stored salt, and unwraps the same data key',
    async () => {
      const deriveKey = vi.spyOn(globalThis.crypto.subtle, 'deriveKey');
      const dataKey = await unlockKeyring(parseKeyring(serializeKeyring(created.keyring)), PASSWORD);

      expect(deriveKey).toHaveBeenCalledTimes(1);
      const [params, , derived, extractable] = deriveKey.mock.calls[0] ?? [];
      expect(params).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: PBKDF2_ITERATIONS });
      expect(new Uint8Array((params as Pbkdf2Params).salt as Uint8Array)).toEqual(
        fromBase64url(created.keyring.salt),
      );
      expect(derived).toMatchObject({ name: 'AES-KW', length: 256 });
      expect(extractable).toBe(false);

      expect(dataKey.extractable).toBe(false);
      expect(await decryptText(dataKey, earlyEnvelope, CONTENT)).toBe(
        'Written before the password changed. Çok özel.',
      );
    },
    SLOW,
  );

  it(
    'says the password is wrong when it does not unwrap the key',
    async () => {
      await expect(unlockKeyring(created.keyring, 'correct horse battery stapler')).rejects.toBeInstanceOf(
        WrongPasswordError,
      );
    },
    SLOW,
  );

  it(
    'treats an altered salt like a wrong password (no check value is stored to tell them apart)',
    async () => {
      const salt = fromBase64url(created.keyring.salt) ?? new Uint8Array();
      salt[0] = (salt[0] ?? 0) ^ 0x80;
      const altered: LockedKeyring = { ...created.keyring, salt: toBase64url(salt) };
      await expect(unlockKeyring(altered, PASSWORD)).rejects.toBeInstanceOf(WrongPasswordError);
    },
    SLOW,
  );

  it(
    'accepts the password however its accented letters were composed',
    async () => {
      const composed = 'Şifre-İğne-ü';
      const deriveKey = vi.spyOn(globalThis.crypto.subtle, 'deriveKey');
      const { keyring } = await createKeyring(composed);
      // Creating derives exactly once, at the stored iteration count.
      expect(deriveKey).toHaveBeenCalledTimes(1);
      expect(deriveKey.mock.calls[0]?.[0]).toMatchObject({ hash: 'SHA-256', iterations: 600_000 });
      const decomposed = composed.normalize('NFD');
      expect(decomposed).not.toBe(composed);
      await expect(unlockKeyring(keyring, decomposed)).resolves.toBeDefined();
    },
    SLOW,
  );
});

describe('rewrapKeyring', () => {
  it(
    'wraps the same data key under the new password and a new salt; the old password no longer unlocks',
    async () => {
      const newPassword = 'a brand new passphrase, yeni şifre';
      const rewrapped = await rewrapKeyring(created.keyring, PASSWORD, newPassword);

      expect(rewrapped.keyring.salt).not.toBe(created.keyring.salt);
      expect(rewrapped.keyring.wrappedKey).not.toBe(created.keyring.wrappedKey);
      expect(rewrapped.keyring.iterations).toBe(PBKDF2_ITERATIONS);
      expect(rewrapped.dataKey.extractable).toBe(false);
      // The key handed back is the old data key: entries written before still open.
      expect(await decryptText(rewrapped.dataKey, earlyEnvelope, CONTENT)).toContain('Çok özel');

      await expect(unlockKeyring(rewrapped.keyring, PASSWORD)).rejects.toBeInstanceOf(WrongPasswordError);
      const unlocked = await unlockKeyring(rewrapped.keyring, newPassword);
      expect(await decryptText(unlocked, earlyEnvelope, CONTENT)).toBe(
        'Written before the password changed. Çok özel.',
      );
    },
    SLOW * 2,
  );

  it(
    'refuses to re-wrap when the old password is wrong',
    async () => {
      await expect(rewrapKeyring(created.keyring, 'not it', 'whatever comes next')).rejects.toBeInstanceOf(
        WrongPasswordError,
      );
    },
    SLOW,
  );
});

describe('parseKeyring', () => {
  it('accepts the record as an object or as its serialised JSON', () => {
    expect(parseKeyring(created.keyring)).toEqual(created.keyring);
    expect(parseKeyring(serializeKeyring(created.keyring))).toEqual(created.keyring);
  });

  it('drops fields it does not know', () => {
    expect(parseKeyring({ ...created.keyring, passwordHash: 'x' })).toEqual(created.keyring);
  });

  const mutations: [string, (keyring: LockedKeyring) => unknown][] = [
    ['not JSON', () => '{version: 1'],
    ['not an object', () => [created.keyring]],
    ['null', () => null],
    ['a future version', (keyring) => ({ ...keyring, version: 2 })],
    ['a version given as text', (keyring) => ({ ...keyring, version: '1' })],
    ['another KDF', (keyring) => ({ ...keyring, kdf: 'scrypt' })],
    ['another wrapping', (keyring) => ({ ...keyring, wrap: 'AES-GCM' })],
    ['fewer iterations than 600,000', (keyring) => ({ ...keyring, iterations: 1000 })],
    ['an absurd iteration count', (keyring) => ({ ...keyring, iterations: 1e12 })],
    ['a fractional iteration count', (keyring) => ({ ...keyring, iterations: 600_000.5 })],
    ['a missing salt', (keyring) => ({ ...keyring, salt: undefined })],
    ['a short salt', (keyring) => ({ ...keyring, salt: 'AAAA' })],
    ['a salt that is not base64url', (keyring) => ({ ...keyring, salt: `${keyring.salt.slice(1)}=` })],
    ['a truncated wrapped key', (keyring) => ({ ...keyring, wrappedKey: keyring.wrappedKey.slice(4) })],
    ['a wrapped key of the wrong type', (keyring) => ({ ...keyring, wrappedKey: 42 })],
  ];

  it.each(mutations)('rejects %s', (_, mutate) => {
    expect(() => parseKeyring(mutate(created.keyring))).toThrow(InvalidKeyringError);
  });

  it('is checked before any slow derivation when unlocking', async () => {
    const deriveKey = vi.spyOn(globalThis.crypto.subtle, 'deriveKey');
    await expect(unlockKeyring({ ...created.keyring, iterations: 1 }, PASSWORD)).rejects.toBeInstanceOf(
      InvalidKeyringError,
    );
    expect(deriveKey).not.toHaveBeenCalled();
  });
});
